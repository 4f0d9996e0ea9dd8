import type { SeedDwellingInput } from '@embodied/contracts';

/**
 * The placeholder house of the optimizer page, as the API takes it (the seed's field names): worked
 * example 10 of shared/data/worked-examples.md. The one copy the API tests share.
 */
export const PLACEHOLDER_DWELLING: SeedDwellingInput = {
  groundFloorArea: 200,
  firstFloorArea: 0,
  ceilingHeight: 2.7,
  windowArea: 20,
  doubleGlazed: 'Single Glazed',
  windowFrameType: 'Aluminium',
  groundFloorWallArea: 'brick veneer',
  firstFloorWallArea: 'brick veneer',
  groundFloorStructure: 'concrete slab',
  firstFloorStructure: 'timber',
  roofMaterial: 'Concrete Tile',
  brickSupplier: 'Brickworks (Carbon Neutral)',
  concreteSupplier: 'Boral Normal GP',
};
