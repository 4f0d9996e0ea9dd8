import { FLOOR_DEFAULT_CLIMATE_ZONE } from '@embodied/engine';

/**
 * What a recalculation says about the climate zone: a snapshot saved before floors carried their
 * insulation (issue #49) records none, so the current engine reads it in the product default zone.
 * @example climateZoneNotes(undefined) // ['This snapshot was saved before … climate zone 6 …']
 */
export function climateZoneNotes(stored: number | undefined): string[] {
  if (stored !== undefined) return [];
  return [
    `This snapshot was saved before floors carried their underfloor insulation and records no climate zone: the recalculation uses climate zone ${FLOOR_DEFAULT_CLIMATE_ZONE} (the product default), so a suspended floor now carries the insulation that zone asks.`,
  ];
}
