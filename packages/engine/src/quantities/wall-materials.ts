/**
 * The optimizer's 12 wall materials as part lists (data brief 2025.1-brief-1, section 7b).
 * Seven reuse a wall type; five are new build-ups from the same part library.
 */
import type { WallMaterialKey, WallTypeKey } from '../keys';
import type { WallPartId } from './wall-parts';

export interface WallMaterialBuildUp {
  readonly sameAsWallType: WallTypeKey | null;
  readonly parts: readonly WallPartId[];
  /** Number of `brickSkin` parts, each of whose brick line a brick supplier replaces. */
  readonly brickSkins: number;
}

export const WALL_MATERIALS: Readonly<Record<WallMaterialKey, WallMaterialBuildUp>> = {
  'brick veneer': {
    sameAsWallType: 'BrickVeneerVirginLocal',
    parts: ['brickSkin', 'ties', 'frame', 'wrap', 'batts', 'plasterboard'],
    brickSkins: 1,
  },
  'clad AAC': {
    sameAsWallType: 'LightWeightHebel',
    parts: ['aacClad', 'frame', 'wrap', 'batts', 'plasterboard'],
    brickSkins: 0,
  },
  'clad fibre cement': {
    sameAsWallType: 'LightWeightFCClad',
    parts: ['fcClad', 'frame', 'wrap', 'batts', 'plasterboard'],
    brickSkins: 0,
  },
  'clad insulated panel system': { sameAsWallType: null, parts: ['sip', 'plasterboard'], brickSkins: 0 },
  'clad metal': {
    sameAsWallType: 'LightWeightMetalClad',
    parts: ['metalClad', 'frame', 'wrap', 'batts', 'plasterboard'],
    brickSkins: 0,
  },
  'clad weatherboard': {
    sameAsWallType: 'LightWeightTimberClad',
    parts: ['timberWB', 'frame', 'wrap', 'batts', 'plasterboard'],
    brickSkins: 0,
  },
  'concrete block': {
    sameAsWallType: 'Block190CoreCF',
    parts: ['block190', 'coreFill190', 'liningMasonry'],
    brickSkins: 0,
  },
  'concrete other (insitu wall)': { sameAsWallType: null, parts: ['insitu150', 'liningMasonry'], brickSkins: 0 },
  'concrete panel (precast)': { sameAsWallType: null, parts: ['precast150', 'liningMasonry'], brickSkins: 0 },
  'masonry cavity': {
    sameAsWallType: 'DoubleBrickVirginLocal',
    parts: ['brickSkin', 'brickSkin', 'ties', 'cavityEPS', 'plasterboard'],
    brickSkins: 2,
  },
  'masonry single brick': { sameAsWallType: null, parts: ['brickSkin', 'liningMasonry'], brickSkins: 1 },
  'reverse brick veneer': {
    sameAsWallType: null,
    parts: ['metalClad', 'frame', 'wrap', 'batts', 'brickSkin', 'ties'],
    brickSkins: 1,
  },
};
