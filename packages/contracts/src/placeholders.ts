import type { SeedDwellingChoices } from './dwelling-names';

/**
 * The values the calculator pages show as placeholders and starting choices, in one place: the
 * pages, the OpenAPI examples and the typed client's worked example all use these.
 */

/** The project name the pages suggest ("e.g. …") and the examples use. */
export const EXAMPLE_PROJECT = '12 Banksia Street';

/** The optimizer page's placeholder house (spec section 9: 100 and 700 m², 2.7 m, 35 % windows). */
export const PLACEHOLDER_HOUSE = {
  groundFloorArea: 100,
  firstFloorArea: 700,
  ceilingHeight: 2.7,
  windowArea: 35,
} as const;

/** The optimizer page's starting choices: a common Australian brick-veneer house. */
export const STARTING_DWELLING_CHOICES: Readonly<SeedDwellingChoices> = {
  groundFloorWallArea: 'brick veneer',
  firstFloorWallArea: 'brick veneer',
  groundFloorStructure: 'concrete slab',
  firstFloorStructure: 'timber',
  roofMaterial: 'Concrete Tile',
  windowFrameType: 'Aluminium',
  doubleGlazed: 'Double Glazed',
  brickSupplier: 'Adbri VIC (mid)',
  concreteSupplier: 'Boral Normal GP',
};

/** A slab of the footing page's placeholder size: a blinded raft against a waffle slab, 100 m² at 700 mm, standard concrete. */
export const EXAMPLE_FOOTING = {
  project: EXAMPLE_PROJECT,
  area: 100,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
} as const;
