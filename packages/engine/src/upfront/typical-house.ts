import type { DwellingInput } from '../dwellings/dwelling-types';

/**
 * The typical house of issue 51's worked example: 200 m² single storey, brick veneer on a concrete
 * slab, concrete tile roof, 20 % single-glazed aluminium windows, 2.7 m ceilings (the data brief's
 * worked example 10, with its suppliers: generic clay brick at gross, Boral's standard GP concrete).
 */
export const TYPICAL_HOUSE: DwellingInput = {
  groundFloorArea: 200,
  firstFloorArea: 0,
  ceilingHeight: 2.7,
  windowPercent: 20,
  glazing: 'Single Glazed',
  windowFrameType: 'Aluminium',
  groundFloorWallMaterial: 'brick veneer',
  firstFloorWallMaterial: 'brick veneer',
  groundFloorStructure: 'concrete slab',
  firstFloorStructure: 'timber',
  roofMaterial: 'Concrete Tile',
  brickSupplier: 'Brickworks (Carbon Neutral)',
  concreteSupplier: 'Boral Normal GP',
};
