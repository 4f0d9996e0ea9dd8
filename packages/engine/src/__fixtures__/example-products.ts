/** User-supplied EPDs (custom products) the engine's tests share. */
import type { CustomProduct } from '../custom-products/custom-products';

/** A clay brick EPD: 220 kgCO2e per tonne. */
export const EXAMPLE_BRICK: CustomProduct = {
  id: 'p1',
  name: 'Example clay brick',
  epdNumber: 'S-P-00000',
  programmeOperator: 'EPD Australasia',
  declaredUnit: 't',
  gwp: 220,
  gwpMin: null,
  gwpMax: null,
  validUntil: '2029-06-30',
  replaces: 'clayBrick_kg',
};

/** A 25 MPa ready-mix EPD: 180 kgCO2e/m³ (170–195). */
export const EXAMPLE_CONCRETE: CustomProduct = {
  ...EXAMPLE_BRICK,
  id: 'p2',
  name: 'Example 25 MPa mix',
  declaredUnit: 'm3',
  gwp: 180,
  gwpMin: 170,
  gwpMax: 195,
  replaces: 'concrete25MPa_m3',
};
