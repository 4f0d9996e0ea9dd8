/**
 * The 13 wall types as part lists (data brief 2025.1-brief-1, section 7a; resolved ambiguities 7g:
 * `DoubleBrickVirginRecycled` is two reclaimed skins in new mortar; `Block90` is a 90 mm block
 * veneer on a timber frame with ties).
 */
import type { WallTypeKey } from '../keys';
import type { WallPartId } from './wall-parts';

export interface WallTypeBuildUp {
  readonly label: string;
  readonly parts: readonly WallPartId[];
}

/**
 * What a lightweight cladding or a single-skin veneer is fixed to: a timber stud frame with wall
 * wrap, glasswool batts and a plasterboard lining (in that order, outside in).
 */
const FRAMED_BACKING = ['frame', 'wrap', 'batts', 'plasterboard'] as const satisfies readonly WallPartId[];

export const WALL_TYPES: Readonly<Record<WallTypeKey, WallTypeBuildUp>> = {
  LightWeightTimberClad: { label: 'Lightweight + Timber clad', parts: ['timberWB', ...FRAMED_BACKING] },
  LightWeightMetalClad: { label: 'Lightweight + Metal clad', parts: ['metalClad', ...FRAMED_BACKING] },
  LightWeightFCClad: { label: 'Lightweight + FC clad', parts: ['fcClad', ...FRAMED_BACKING] },
  LightWeightHebel: { label: 'Lightweight + Hebel', parts: ['aacClad', ...FRAMED_BACKING] },
  DoubleBrickVirginLocal: {
    label: 'Double Brick (virgin, Local)',
    parts: ['brickSkin', 'brickSkin', 'ties', 'cavityEPS', 'plasterboard'],
  },
  DoubleBrickVirginRecycled: {
    label: 'Double Brick (recycled)',
    parts: ['brickSkinReclaimed', 'brickSkinReclaimed', 'ties', 'cavityEPS', 'plasterboard'],
  },
  BrickVeneerVirginLocal: { label: 'Brick veneer (virgin, Local)', parts: ['brickSkin', 'ties', ...FRAMED_BACKING] },
  BrickVeneerVirginRecycled: {
    label: 'Brick veneer (recycled)',
    parts: ['brickSkinReclaimed', 'ties', ...FRAMED_BACKING],
  },
  Block90: { label: '90 Block', parts: ['block90', 'ties', ...FRAMED_BACKING] },
  Block140HC: { label: '140 Hollow core', parts: ['block140', 'liningMasonry'] },
  Block190HC: { label: '190 Hollow core', parts: ['block190', 'liningMasonry'] },
  Block190CoreCF: { label: '190 Core (CF)', parts: ['block190', 'coreFill190', 'liningMasonry'] },
  Block140CoreCF: { label: '140 Core (CF)', parts: ['block140', 'coreFill140', 'liningMasonry'] },
};
