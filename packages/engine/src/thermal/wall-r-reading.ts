import type { WallMaterialKey, WallTypeKey } from '../keys';
import { numberFormat } from '../intl-formats';
import { formatRValue, nccWallBenchmark, type ClimateZone } from './ncc-wall';

/** What every R-value on a page or printout is called: the whole wall's, not one layer's. */
export const TOTAL_R_LABEL = 'Total R of the wall system';

/**
 * Wall types whose structure is masonry or concrete (double brick, core-filled and hollow block):
 * high-mass walls, which the NCC lets comply by paths other than the deemed-to-satisfy Total R.
 */
export const HIGH_MASS_WALL_TYPES: readonly WallTypeKey[] = [
  'DoubleBrickVirginLocal',
  'DoubleBrickVirginRecycled',
  'Block140HC',
  'Block190HC',
  'Block190CoreCF',
  'Block140CoreCF',
];

/** The optimizer's wall materials that are masonry or concrete (high-mass). */
export const HIGH_MASS_WALL_MATERIALS: readonly WallMaterialKey[] = [
  'concrete block',
  'concrete other (insitu wall)',
  'concrete panel (precast)',
  'masonry cavity',
  'masonry single brick',
];

/**
 * Said of a high-mass wall below the deemed-to-satisfy value, in place of "non-compliant" (issue 49,
 * point 9; NCC 2022 Housing Provisions Part 13.2).
 */
export const HIGH_MASS_NOTE =
  'The NCC has other compliance paths for high-mass walls: NCC 2022 Housing Provisions Part 13.2 allows, for example, a NatHERS energy rating or the thermal-mass provisions, so this is not non-compliance as such.';

/** Said of a lightweight wall below the value: the deemed-to-satisfy value is one path of several. */
export const OTHER_PATHS_NOTE =
  'The deemed-to-satisfy value is one compliance path; a NatHERS energy rating is another, where the whole house is assessed.';

/**
 * A wall's Total R against the zone's NCC deemed-to-satisfy value, in words.
 * @example wallRReading(1.7, 6, true) // 'Total R of the wall system R1.70 m²K/W: below the NCC deemed-to-satisfy value of R2.8 for climate zone 6. The NCC has other compliance paths for high-mass walls: …'
 */
export function wallRReading(r: number, zone: ClimateZone, highMass: boolean): string {
  const { minimumR } = nccWallBenchmark(zone);
  // The wall's own value with two decimals, as the wall page writes it (R1.70); the NCC's as published (R2.8).
  const own = `R${numberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(r)}`;
  const head = `${TOTAL_R_LABEL} ${own} m²K/W`;
  const value = `the NCC deemed-to-satisfy value of ${formatRValue(minimumR)} for climate zone ${zone}`;
  if (r >= minimumR) return `${head}: at or above ${value}.`;
  return `${head}: below ${value}. ${highMass ? HIGH_MASS_NOTE : OTHER_PATHS_NOTE}`;
}
