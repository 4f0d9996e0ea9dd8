import { z } from 'zod';
import {
  CLIMATE_ZONE_LABELS,
  CLIMATE_ZONE_RULE,
  CLIMATE_ZONES,
  FLOOR_DEFAULT_CLIMATE_ZONE,
  FLOOR_KEYS,
} from '@embodied/engine';
import { namedObject } from './named';

/*
 * The NCC climate zone (1–8) of a dwelling or a slab (issue #49, point 8): it sets the insulation NCC 2022
 * asks of a suspended ground floor, and so the underfloor insulation the floor carries.
 */

const got = (input: unknown) => (typeof input === 'string' ? `'${input}'` : JSON.stringify(input));
const zoneRule = (input: unknown) =>
  input === undefined ? `${CLIMATE_ZONE_RULE}.` : `${CLIMATE_ZONE_RULE} (got ${got(input)}).`;

/** Where a person finds their zone, as every form and the API say it. */
export const CLIMATE_ZONE_HELP =
  'Find your zone on the ABCB climate zone map (abcb.gov.au/abcb-climate-map): search your address or locality. Zones follow council boundaries, so a postcode alone can mislead.';

const zones = CLIMATE_ZONES.map((z) => `${z}: ${CLIMATE_ZONE_LABELS[z].replace(/^Zone \d: /, '')}`).join('; ');

/** A climate zone 1–8; a bad value is refused naming `climateZone` and the rule. */
export const climateZoneSchema = z
  .number({ error: (iss) => zoneRule(iss.input) })
  .int({ error: (iss) => zoneRule(iss.input) })
  .min(1, { error: (iss) => zoneRule(iss.input) })
  .max(8, { error: (iss) => zoneRule(iss.input) })
  .meta({
    description: `NCC climate zone, 1–8 (${zones}). ${CLIMATE_ZONE_HELP}`,
    example: FLOOR_DEFAULT_CLIMATE_ZONE,
  });

/** The request field: absent means the user's profile zone, else the product default (zone 6). */
export const requestClimateZoneSchema = climateZoneSchema.optional().meta({
  description: `NCC climate zone 1–8 of the site: sets the underfloor insulation NCC 2022 asks of a suspended ground floor, and so what it carries (carbon and cost). Absent: the user's profile zone, else zone ${FLOOR_DEFAULT_CLIMATE_ZONE} (Melbourne). The answer and the snapshot record the zone used. ${CLIMATE_ZONE_HELP}`,
  example: FLOOR_DEFAULT_CLIMATE_ZONE,
});

/** A floor's R-values in its climate zone and the underfloor insulation it carries (the engine's FloorThermal). */
export const floorThermalSchema = namedObject('FloorThermal', {
  floor: z.enum(FLOOR_KEYS),
  climateZone: climateZoneSchema,
  placement: z.enum(['suspended', 'onGround', 'betweenStoreys']).meta({
    description:
      'suspended: a suspended ground floor, insulated to the zone’s value; onGround: a slab on the ground (no underfloor insulation in this model); betweenStoreys: a first floor (none needed).',
  }),
  requiredR: z.number().nullable().meta({
    description:
      'm²K/W: the labelled R-value of insulation NCC 2022 (Housing Provisions 13.2.6) asks under a suspended floor in the modelled case (an enclosed subfloor, walls over 600 and up to 900 mm, no reflective layer); 0 in zones 1–3. On results saved with engine 1.1.0 (no `rule`): the zone’s benchmark Total R from a secondary table.',
  }),
  subfloorWallR: z.number().nullable().optional().meta({
    description: 'm²K/W of subfloor wall insulation NCC 2022 asks instead (zones 1–3); named, not counted.',
  }),
  rule: z.enum(['ncc2022']).nullable().optional().meta({
    description:
      'ncc2022: read against NCC 2022 13.2.6. Absent on results saved with engine 1.1.0, which read a benchmark.',
  }),
  ownR: z.number().nullable().meta({ description: 'Total R of the floor without insulation, m²K/W (estimate).' }),
  addedR: z.number().meta({ description: 'm²K/W of insulation added (engine 1.1.0: max(0, required − own)).' }),
  totalR: z.number().nullable().meta({ description: 'Total R with the insulation, m²K/W.' }),
  material: z.enum(['glasswool', 'eps']).nullable(),
  insulation: z.string().nullable(),
  thicknessMm: z.number(),
  kgPerM2: z.number().meta({ description: 'kg of insulation per m² of floor.' }),
  layers: z
    .array(
      z.object({
        id: z.string(),
        label: z.string(),
        r: z.number(),
        confidence: z.enum(['sourced', 'estimate']),
        sourceIds: z.array(z.string()).readonly(),
        basis: z.string(),
      }),
    )
    .readonly()
    .meta({ description: 'The layers of the floor’s own build-up, top down, whose R-values add to ownR.' }),
  sourceIds: z.array(z.string()).readonly(),
  note: z.string(),
});
export type FloorThermalBody = z.infer<typeof floorThermalSchema>;
