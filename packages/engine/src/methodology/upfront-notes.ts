import { WHOLE_HOUSE_GEOMETRY } from '../upfront/whole-house';
import { fmt } from './methodology-types';

/** How the whole-house parts' areas follow from the floor areas (all estimates). */
export const WHOLE_HOUSE_AREAS_NOTE = `Areas (estimates): internal walls are ${fmt(WHOLE_HOUSE_GEOMETRY.internalWallLengthPerFloorArea.value, 2)} m of wall per m² of floor area times the ceiling height; ceilings cover the floor area (Ag + Af); ceiling insulation covers the area under the roof, max(Ag, Af); services are per m² of floor area.`;
