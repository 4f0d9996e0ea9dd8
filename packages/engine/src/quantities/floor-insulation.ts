/**
 * Constants of the underfloor insulation model (issue #49, point 8): how thick and how heavy the
 * insulation is that brings a suspended floor up to the NCC Total R-value of its climate zone.
 * Thickness = added R × conductivity; mass per m² = thickness × density. The bases reuse the
 * insulation the wall build-ups already count (data brief 7a): the R2.5 wall batt (1.2 kg/m²) and
 * the 50 mm cavity EPS board (22.5 kg/m³, declared λ 0.041 W/mK).
 */
import { estimate, type GeometryConstant } from './geometry-constant';

export const FLOOR_INSULATION = {
  glasswoolConductivityWPerMK: estimate(
    0.036,
    'W/mK',
    'the R2.5 glasswool wall batt of the wall build-ups, 90 mm thick: 0.090 m ÷ 2.5 m²K/W',
  ),
  glasswoolDensityKgPerM3: estimate(
    13.33,
    'kg/m³',
    'the same R2.5 batt’s 1.2 kg/m² (data brief 7a, an estimate) over its 90 mm: 1.2 ÷ 0.090',
  ),
  epsConductivityWPerMK: {
    value: 0.041,
    unit: 'W/mK',
    confidence: 'sourced',
    basis:
      'declared λ of 50 mm EPS-FR SL board (R1.20), CSIRO test report XC3945/R1 (CSIRO_EPS), as the wall page’s cavity EPS',
  },
  epsDensityKgPerM3: estimate(
    22.5,
    'kg/m³',
    'the cavity EPS board of the wall build-ups (data brief 7a: 50 mm at 22.5 kg/m³)',
  ),
} satisfies Record<string, GeometryConstant>;
