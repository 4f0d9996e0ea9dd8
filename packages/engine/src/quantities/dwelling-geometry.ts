/** Constants of the dwelling geometry (data brief 2025.1-brief-1, section 7d). */
import type { GeometryConstant } from './geometry-constant';

export const DWELLING_GEOMETRY = {
  perimeterPerRootArea: {
    value: 4.5,
    unit: 'm/√m²',
    confidence: 'estimate',
    basis: 'P = 4.5·√A per storey: a 1.5:1 rectangle (4.08) plus ~10 % articulation',
  },
  roofAreaPerFootprint: {
    value: 1.245,
    unit: 'm² roof per m² of the larger storey',
    confidence: 'estimate',
    basis: 'R = 1.245·max(Ag, Af): 1.15 for eaves × 1/cos 22.5° pitch',
  },
} as const satisfies Record<string, GeometryConstant>;
