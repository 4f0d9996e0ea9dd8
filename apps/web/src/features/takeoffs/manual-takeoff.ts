import type { Takeoff } from '@embodied/contracts';
import type { WallTypeKey } from '@embodied/engine';

/** What a person measured off the drawings, by element (m², m). */
export interface ManualTakeoff {
  groundFloorArea: number;
  firstFloorArea: number;
  wallHeight: number;
  /** External walls' net area (openings deducted) facing each way. */
  north: number;
  east: number;
  south: number;
  west: number;
  windowArea: number;
  /** The roof along its slope (0: not measured; the optimizer then keeps its modelled areas). */
  roofArea: number;
  wallType: WallTypeKey | null;
}

const FACINGS = [
  ['N', 'north'],
  ['E', 'east'],
  ['S', 'south'],
  ['W', 'west'],
] as const;

/**
 * A manual take-off as a take-off, so it goes to the calculators by the same path as a model's:
 * one external wall group per direction (length = net area ÷ height; gross = net + its share of
 * the windows, spread by net area), the floor areas as two storeys, and the chosen wall type as a
 * confirmed mapping. With a first floor, the walls and windows (measured for the whole house) are
 * shared between the storeys in proportion to √(floor area), as perimeters scale: a stated split,
 * which only matters when the storeys' walls differ in material.
 * @example manualTakeoff({ …, north: 54, wallHeight: 2.7 }).wallGroups[0].length // 20
 */
export function manualTakeoff(m: ManualTakeoff): Takeoff {
  const net = m.north + m.east + m.south + m.west;
  const wallGroups = FACINGS.filter(([, side]) => m[side] > 0).map(([facing, side]) => ({
    key: `Measured walls|external|${facing}`,
    typeName: 'Measured walls',
    layers: [],
    external: true,
    facing,
    count: 1,
    length: m.wallHeight > 0 ? m[side] / m.wallHeight : 0,
    height: m.wallHeight,
    grossArea: m[side] + (net > 0 ? (m.windowArea * m[side]) / net : 0),
    netArea: m[side],
    source: 'attributes' as const,
  }));
  const storey = (name: string, elevation: number, floorArea: number) => ({
    name,
    elevation,
    floorArea,
    externalWallArea: 0,
    internalWallArea: 0,
    windowArea: 0,
    doorArea: 0,
    wallCount: 0,
  });
  const firstShare =
    m.firstFloorArea > 0
      ? Math.sqrt(m.firstFloorArea) / (Math.sqrt(m.groundFloorArea) + Math.sqrt(m.firstFloorArea))
      : 0;
  const onStoreys = <T>(make: (storey: string, share: number) => T): T[] =>
    firstShare > 0
      ? [make('Ground floor', 1 - firstShare), make('First floor', firstShare)]
      : [make('Ground floor', 1)];
  const walls = wallGroups.flatMap((g) =>
    onStoreys((storey, share) => ({
      name: `Measured walls facing ${g.facing}`,
      storey,
      typeName: g.typeName,
      layers: [],
      external: true,
      externalSource: 'property' as const,
      facing: g.facing,
      bearing: null,
      length: g.length * share,
      height: g.height,
      grossArea: g.grossArea * share,
      netArea: g.netArea * share,
      source: 'attributes' as const,
    })),
  );
  const openings =
    m.windowArea > 0
      ? onStoreys((storey, share) => ({
          kind: 'window' as const,
          name: 'Measured windows',
          storey,
          area: m.windowArea * share,
          width: null,
          height: null,
          source: 'attributes' as const,
          frameMaterial: null,
          facing: null,
        }))
      : [];
  return {
    id: 'manual',
    fileName: 'measured by hand',
    sha256: '',
    sizeBytes: 0,
    schema: '',
    application: '',
    lengthUnit: 'metre',
    trueNorth: null,
    counts: { read: 0, skipped: 0 },
    summary: {
      groundFloorArea: m.groundFloorArea,
      firstFloorArea: m.firstFloorArea,
      externalWallArea: net,
      internalWallArea: 0,
      windowArea: m.windowArea,
      doorArea: 0,
      roofArea: m.roofArea,
    },
    createdAt: '',
    storeys: [storey('Ground floor', 0, m.groundFloorArea), storey('First floor', 3, m.firstFloorArea)],
    wallGroups,
    walls,
    openings,
    slabs: [],
    roof: m.roofArea > 0 ? { area: m.roofArea, pitchDegrees: null, material: null, source: 'attributes' } : null,
    skipped: [],
    mappings: m.wallType
      ? [{ kind: 'wall', source: 'Measured walls', materials: '', target: m.wallType, status: 'remembered' }]
      : [],
  };
}
