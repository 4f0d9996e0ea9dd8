/**
 * The optimizer's 12 wall materials as part lists (data brief 2025.1-brief-1, section 7b).
 * Seven reuse a wall type; five are new build-ups from the same part library.
 */
import type { WallMaterialKey, WallTypeKey } from '../keys';
import type { WallPartId } from './wall-parts';
import { WALL_TYPES } from './wall-types';

export interface WallMaterialBuildUp {
  readonly sameAsWallType: WallTypeKey | null;
  readonly parts: readonly WallPartId[];
  /** Number of `brickSkin` parts, each of whose brick line a brick supplier replaces. */
  readonly brickSkins: number;
}

const buildUp = (sameAsWallType: WallTypeKey | null, parts: readonly WallPartId[]): WallMaterialBuildUp => ({
  sameAsWallType,
  parts,
  brickSkins: parts.filter((p) => p === 'brickSkin').length,
});
/** Built exactly as the wall calculator's wall type `type`. */
const asWallType = (type: WallTypeKey) => buildUp(type, WALL_TYPES[type].parts);

export const WALL_MATERIALS: Readonly<Record<WallMaterialKey, WallMaterialBuildUp>> = {
  'brick veneer': asWallType('BrickVeneerVirginLocal'),
  'clad AAC': asWallType('LightWeightHebel'),
  'clad fibre cement': asWallType('LightWeightFCClad'),
  'clad insulated panel system': buildUp(null, ['sip', 'plasterboard']),
  'clad metal': asWallType('LightWeightMetalClad'),
  'clad weatherboard': asWallType('LightWeightTimberClad'),
  'concrete block': asWallType('Block190CoreCF'),
  'concrete other (insitu wall)': buildUp(null, ['insitu150', 'liningMasonry']),
  'concrete panel (precast)': buildUp(null, ['precast150', 'liningMasonry']),
  'masonry cavity': asWallType('DoubleBrickVirginLocal'),
  'masonry single brick': buildUp(null, ['brickSkin', 'liningMasonry']),
  'reverse brick veneer': buildUp(null, ['metalClad', 'frame', 'wrap', 'batts', 'brickSkin', 'ties']),
};
