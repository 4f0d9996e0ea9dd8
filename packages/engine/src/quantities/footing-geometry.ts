/**
 * Constants of the footing quantity model (data brief 2025.1-brief-1, section 7c). Typical
 * AS 2870-style details, not an engineering design: an engineer should review beam sizes, pile
 * spacing and the stump grid. Pod size/height and rib width/spacing are sourced (WAFFLE_GEOM).
 */
import { estimate, type GeometryConstant } from './geometry-constant';

export const FOOTING_GEOMETRY = {
  perimeterPerRootArea: estimate(4.08, 'm/√m²', 'P = 4.08·√A: perimeter of a 1.5:1 rectangle'),
  stripLengthPerPerimeter: estimate(1.5, 'm/m', 'Ls = 1.5·P: perimeter plus internal beams at 0.5·P'),
  slabConcreteM3PerM2: estimate(0.1, 'm³/m²', '100 mm N25 slab'),
  slabMeshKgPerM2: estimate(3.56, 'kg/m²', 'SL82 mesh'),
  membraneKgPerM2: estimate(0.184, 'kg/m²', '0.2 mm polyethylene membrane'),
  beamSectionM2: estimate(0.12, 'm²', '300 wide × 400 deep N25 strip beam'),
  trenchMeshKgPerM: estimate(4.6, 'kg/m', 'trench mesh per m of beam'),
  blindingWidthM: estimate(0.3, 'm', 'mass-concrete blinding under a 300 mm beam'),
  footingBaseDepthM: estimate(0.5, 'm', 'beam base; blinding runs from 0.5 m down to the founding depth'),
  pileSpacingM: estimate(2.0, 'm', 'one screw pile every 2 m of piled beam'),
  pileTubeKgPerM: estimate(6.43, 'kg/m', '76.1 × 3.6 CHS galvanised shaft'),
  pileMinLengthM: estimate(1.0, 'm', 'shortest pile shaft'),
  pileHelixKg: estimate(5.5, 'kg', '300 mm helix'),
  pileBracketKg: estimate(3.0, 'kg', 'pile head bracket'),
  stumpSectionM2: estimate(0.01, 'm²', '100 × 100 precast N32 stump'),
  stumpAboveGroundM: estimate(0.6, 'm', 'stump length above the hole: 0.6 m + D'),
  stumpReoKgPerM: estimate(0.3, 'kg/m', 'stump reinforcement per m of stump'),
  stumpHoleNetM2: estimate(0.0606858, 'm²', 'π/4·0.3² − 0.01: 300 mm hole less the stump'),
  stumpGridM2: estimate(3.24, 'm² per stump', '1.8 m × 1.8 m stump grid'),
  perimeterStumpSpacingM: estimate(1.8, 'm', 'perimeter stumps at 1.8 m (Stumps Throughout)'),
  subfloorTimberM3PerM2: estimate(0.0135, 'm³/m²', 'bearers 0.0045 + joists 0.009 m³/m²'),
  particleboardM3PerM2: estimate(0.019, 'm³/m²', '19 mm particleboard floor'),
  waffleConcreteM3PerM2: estimate(
    0.1375,
    'm³/m²',
    '85 mm topping + 110 mm ribs at 1.2 m over 300 mm pods (WAFFLE_GEOM)',
  ),
  waffleConcreteM3PerM: estimate(0.09, 'm³/m of perimeter', '300 × 385 edge beam'),
  waffleMeshKgPerM2: estimate(
    3.56,
    'kg/m²',
    'SL82 topping mesh, as in the slab (part of the 4.29 kg/m² of topping mesh and rib bars)',
  ),
  waffleRibBarKgPerM2: estimate(
    0.73,
    'kg/m²',
    'rib bars: the rest of the 4.29 kg/m² of topping mesh and rib bars (4.29 − 3.56)',
  ),
  waffleReoKgPerM: estimate(2.3, 'kg/m of perimeter', 'edge-beam trench mesh'),
  waffleEpsKgPerM2: estimate(1.2, 'kg/m²', '300 mm M-class pods (WAFFLE_GEOM), EPS mass estimated'),
  wafflePiersPerMPerimeter: estimate(0.5, 'piers/m', 'edge piers every 2 m'),
  waffleAreaPerInternalPier: estimate(16, 'm² per pier', 'one internal pier per 16 m²'),
  wafflePierSectionM2: estimate(0.0706858, 'm²', 'π/4·0.3²: 300 mm pier'),
  wafflePierTopDepthM: estimate(0.385, 'm', 'piers start under the 385 mm edge beam'),
} satisfies Record<string, GeometryConstant>;
