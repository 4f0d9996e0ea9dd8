import {
  EXAMPLE_FOOTING,
  EXAMPLE_PROJECT,
  PLACEHOLDER_HOUSE,
  STARTING_DWELLING_CHOICES,
  type endpoints,
} from '@embodied/contracts';

const PROJECT = EXAMPLE_PROJECT;
/** One wall location with the wall page's placeholders (12 m by 2.7 m). */
const NORTH_WALL = {
  description: 'North',
  length: 12,
  height: 2.7,
  materialA: 'BrickVeneerVirginLocal',
  materialB: 'LightWeightTimberClad',
};

/**
 * An example request of each calculator, with the pages' placeholder values. The API test parses
 * each with its contract and sends it; the lint checks each against the document's schema.
 */
export const CALCULATOR_EXAMPLES = {
  'POST /api/project/calculate-footing': {
    endpoint: 'calculateFooting',
    summary: 'A 100 m² slab founded at 700 mm: blinded raft against a waffle slab, standard concrete',
    value: EXAMPLE_FOOTING,
  },
  'POST /api/project/calculate-wall-location': {
    endpoint: 'calculateWallLocation',
    summary: 'One wall location, 12 m by 2.7 m: brick veneer against lightweight timber cladding',
    value: NORTH_WALL,
  },
  'POST /api/project/calculate-wall': {
    endpoint: 'calculateWall',
    summary: 'A wall of one location against the suggested target of 30 kgCO2e/m²',
    value: { project: PROJECT, targetReduction: 30, locations: [NORTH_WALL] },
  },
  'POST /api/project/optimize': {
    endpoint: 'estimateDwelling',
    summary: 'The placeholder house (100 and 700 m², 2.7 m ceilings, 35 % windows), brick veneer',
    value: { project: PROJECT, ...PLACEHOLDER_HOUSE, ...STARTING_DWELLING_CHOICES },
  },
  'POST /api/project/optimize/pareto': {
    endpoint: 'paretoFront',
    summary: 'The front for the placeholder house, marking the brick-veneer design',
    value: { ...PLACEHOLDER_HOUSE, current: STARTING_DWELLING_CHOICES },
  },
} as const satisfies Record<string, { endpoint: keyof typeof endpoints; summary: string; value: object }>;
