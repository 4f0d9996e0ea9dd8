/** Constants of the dwelling geometry (data brief 2025.1-brief-1, section 7d). */
import { estimate, type GeometryConstant } from './geometry-constant';

export const DWELLING_GEOMETRY = {
  perimeterPerRootArea: estimate(
    4.5,
    'm/√m²',
    'P = 4.5·√A per storey: a 1.5:1 rectangle (4.08) plus ~10 % articulation',
  ),
  roofAreaPerFootprint: estimate(
    1.245,
    'm² roof per m² of the larger storey',
    'R = 1.245·max(Ag, Af): 1.15 for eaves × 1/cos 22.5° pitch',
  ),
} satisfies Record<string, GeometryConstant>;
