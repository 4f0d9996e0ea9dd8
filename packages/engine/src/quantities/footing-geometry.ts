/**
 * Constants of the footing quantity model (data brief 2025.1-brief-1, section 7c). Typical
 * AS 2870-style details, not an engineering design: an engineer should review beam sizes, pile
 * spacing and the stump grid. Pod size/height and rib width/spacing are sourced (WAFFLE_GEOM).
 */
import type { GeometryConstant } from './geometry-constant';

const E = 'estimate' as const;

export const FOOTING_GEOMETRY = {
  perimeterPerRootArea: {
    value: 4.08,
    unit: 'm/√m²',
    confidence: E,
    basis: 'P = 4.08·√A: perimeter of a 1.5:1 rectangle',
  },
  stripLengthPerPerimeter: {
    value: 1.5,
    unit: 'm/m',
    confidence: E,
    basis: 'Ls = 1.5·P: perimeter plus internal beams at 0.5·P',
  },
  slabConcreteM3PerM2: { value: 0.1, unit: 'm³/m²', confidence: E, basis: '100 mm N25 slab' },
  slabMeshKgPerM2: { value: 3.56, unit: 'kg/m²', confidence: E, basis: 'SL82 mesh' },
  membraneKgPerM2: { value: 0.184, unit: 'kg/m²', confidence: E, basis: '0.2 mm polyethylene membrane' },
  beamSectionM2: { value: 0.12, unit: 'm²', confidence: E, basis: '300 wide × 400 deep N25 strip beam' },
  trenchMeshKgPerM: { value: 4.6, unit: 'kg/m', confidence: E, basis: 'trench mesh per m of beam' },
  blindingWidthM: { value: 0.3, unit: 'm', confidence: E, basis: 'mass-concrete blinding under a 300 mm beam' },
  footingBaseDepthM: {
    value: 0.5,
    unit: 'm',
    confidence: E,
    basis: 'beam base; blinding runs from 0.5 m down to the founding depth',
  },
  pileSpacingM: { value: 2.0, unit: 'm', confidence: E, basis: 'one screw pile every 2 m of piled beam' },
  pileTubeKgPerM: { value: 6.43, unit: 'kg/m', confidence: E, basis: '76.1 × 3.6 CHS galvanised shaft' },
  pileMinLengthM: { value: 1.0, unit: 'm', confidence: E, basis: 'shortest pile shaft' },
  pileHelixKg: { value: 5.5, unit: 'kg', confidence: E, basis: '300 mm helix' },
  pileBracketKg: { value: 3.0, unit: 'kg', confidence: E, basis: 'pile head bracket' },
  stumpSectionM2: { value: 0.01, unit: 'm²', confidence: E, basis: '100 × 100 precast N32 stump' },
  stumpAboveGroundM: { value: 0.6, unit: 'm', confidence: E, basis: 'stump length above the hole: 0.6 m + D' },
  stumpReoKgPerM: { value: 0.3, unit: 'kg/m', confidence: E, basis: 'stump reinforcement per m of stump' },
  stumpHoleNetM2: { value: 0.0606858, unit: 'm²', confidence: E, basis: 'π/4·0.3² − 0.01: 300 mm hole less the stump' },
  stumpGridM2: { value: 3.24, unit: 'm² per stump', confidence: E, basis: '1.8 m × 1.8 m stump grid' },
  perimeterStumpSpacingM: {
    value: 1.8,
    unit: 'm',
    confidence: E,
    basis: 'perimeter stumps at 1.8 m (Stumps Throughout)',
  },
  subfloorTimberM3PerM2: { value: 0.0135, unit: 'm³/m²', confidence: E, basis: 'bearers 0.0045 + joists 0.009 m³/m²' },
  particleboardM3PerM2: { value: 0.019, unit: 'm³/m²', confidence: E, basis: '19 mm particleboard floor' },
  waffleConcreteM3PerM2: {
    value: 0.1375,
    unit: 'm³/m²',
    confidence: E,
    basis: '85 mm topping + 110 mm ribs at 1.2 m over 300 mm pods (WAFFLE_GEOM)',
  },
  waffleConcreteM3PerM: { value: 0.09, unit: 'm³/m of perimeter', confidence: E, basis: '300 × 385 edge beam' },
  waffleReoKgPerM2: { value: 4.29, unit: 'kg/m²', confidence: E, basis: 'topping mesh and rib bars' },
  waffleReoKgPerM: { value: 2.3, unit: 'kg/m of perimeter', confidence: E, basis: 'edge-beam trench mesh' },
  waffleEpsKgPerM2: {
    value: 1.2,
    unit: 'kg/m²',
    confidence: E,
    basis: '300 mm M-class pods (WAFFLE_GEOM), EPS mass estimated',
  },
  wafflePiersPerMPerimeter: { value: 0.5, unit: 'piers/m', confidence: E, basis: 'edge piers every 2 m' },
  waffleAreaPerInternalPier: { value: 16, unit: 'm² per pier', confidence: E, basis: 'one internal pier per 16 m²' },
  wafflePierSectionM2: { value: 0.0706858, unit: 'm²', confidence: E, basis: 'π/4·0.3²: 300 mm pier' },
  wafflePierTopDepthM: { value: 0.385, unit: 'm', confidence: E, basis: 'piers start under the 385 mm edge beam' },
} as const satisfies Record<string, GeometryConstant>;
