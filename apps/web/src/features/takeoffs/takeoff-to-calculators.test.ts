import { describe, expect, it } from 'vitest';
import type { Takeoff } from '@embodied/contracts';
import { toDwellingDraft, toWallLocations } from './takeoff-to-calculators';

const group = (facing: 'N' | 'E' | 'S' | 'W' | null, netArea: number, length: number, external = true) => ({
  key: `Brick veneer|${external ? 'external' : 'internal'}|${facing ?? ''}`,
  typeName: external ? 'Brick veneer' : 'Stud partition',
  layers: [],
  external,
  facing,
  count: 2,
  length,
  height: 2.7,
  grossArea: length * 2.7,
  netArea,
  source: 'geometry' as const,
});
const wall = (storey: string, netArea: number) => ({
  name: 'w',
  storey,
  typeName: 'Brick veneer',
  layers: [],
  external: true,
  externalSource: 'property' as const,
  facing: 'N' as const,
  bearing: 0,
  length: 10,
  height: 2.7,
  grossArea: 27,
  netArea,
  source: 'geometry' as const,
});

// The generated test house's numbers (apps/server/test/support/ifc-house.ts): 10 × 8 m, two storeys.
const TAKEOFF: Takeoff = {
  id: 't',
  fileName: 'house.ifc',
  sha256: '0'.repeat(64),
  sizeBytes: 1,
  schema: 'IFC4',
  application: 'test',
  lengthUnit: 'metre',
  trueNorth: null,
  counts: { read: 20, skipped: 0 },
  summary: {
    groundFloorArea: 80,
    firstFloorArea: 80,
    externalWallArea: 182.91,
    internalWallArea: 43.2,
    windowArea: 9.6,
    doorArea: 1.89,
    roofArea: 92.376,
  },
  createdAt: '2026-11-29T00:00:00.000Z',
  storeys: [
    {
      name: 'Ground floor',
      elevation: 0,
      floorArea: 80,
      externalWallArea: 0,
      internalWallArea: 0,
      windowArea: 0,
      doorArea: 0,
      wallCount: 5,
    },
    {
      name: 'First floor',
      elevation: 3,
      floorArea: 80,
      externalWallArea: 0,
      internalWallArea: 0,
      windowArea: 0,
      doorArea: 0,
      wallCount: 5,
    },
  ],
  wallGroups: [
    group('N', 50.4, 20),
    group('E', 42, 16),
    group('S', 48.51, 20),
    group('W', 42, 16),
    group(null, 43.2, 16, false),
  ],
  walls: [wall('Ground floor', 20), wall('First floor', 20)],
  openings: [
    {
      kind: 'window',
      name: 'a',
      storey: 'Ground floor',
      area: 6,
      width: 2,
      height: 3,
      source: 'attributes',
      frameMaterial: 'Holz',
      facing: 'N',
    },
    {
      kind: 'window',
      name: 'b',
      storey: 'Ground floor',
      area: 3.6,
      width: 2,
      height: 1.8,
      source: 'attributes',
      frameMaterial: 'Aluminium',
      facing: 'S',
    },
  ],
  slabs: [
    {
      name: 'g',
      storey: 'Ground floor',
      kind: 'baseslab',
      area: 80,
      pitchDegrees: null,
      material: 'Beton',
      source: 'geometry',
    },
    {
      name: 'f',
      storey: 'First floor',
      kind: 'floor',
      area: 80,
      pitchDegrees: null,
      material: 'Joists',
      source: 'geometry',
    },
  ],
  roof: { area: 92.376, pitchDegrees: 30, material: 'Steel', source: 'geometry' },
  skipped: [],
  mappings: [
    { kind: 'wall', source: 'Brick veneer', materials: '', target: 'DoubleBrickVirginLocal', status: 'remembered' },
    { kind: 'floor', source: 'Beton', materials: '', target: 'concrete slab', status: 'suggested' },
    { kind: 'floor', source: 'Joists', materials: '', target: 'timber', status: 'suggested' },
    { kind: 'roof', source: 'Steel', materials: '', target: 'Metal', status: 'suggested' },
    { kind: 'frame', source: 'Holz', materials: '', target: 'Timber', status: 'suggested' },
    { kind: 'frame', source: 'Aluminium', materials: '', target: 'Aluminium', status: 'suggested' },
  ],
};

describe('a take-off in the calculators', () => {
  it('fills the wall page’s four locations with the external walls facing N, E, S, W (net area = length × height)', () => {
    const [north, east, south, west] = toWallLocations(TAKEOFF);
    expect(north).toEqual({
      description: 'North walls (house.ifc)',
      length: 18.67,
      height: 2.7,
      materialA: 'DoubleBrickVirginLocal',
      materialB: '',
    });
    expect((east!.length as number) * (east!.height as number)).toBeCloseTo(42, 1);
    expect((south!.length as number) * 2.7).toBeCloseTo(48.51, 1);
    expect(west!.description).toBe('West walls (house.ifc)');
  });

  it('leaves a direction without external walls empty', () => {
    const locations = toWallLocations({ ...TAKEOFF, wallGroups: TAKEOFF.wallGroups.filter((g) => g.facing !== 'E') });
    expect(locations[1]).toEqual({ description: '', length: '', height: '', materialA: '', materialB: '' });
  });

  it('fills the optimizer: floor areas, height, window % of the external gross wall, mapped materials', () => {
    expect(toDwellingDraft(TAKEOFF)).toEqual({
      groundFloorArea: 80,
      firstFloorArea: 80,
      ceilingHeight: 2.7,
      // 9.6 m² of windows over 194.4 m² of external gross wall.
      windowArea: 4.9,
      groundFloorWallArea: 'masonry cavity',
      firstFloorWallArea: 'masonry cavity',
      groundFloorStructure: 'concrete slab',
      firstFloorStructure: 'timber',
      roofMaterial: 'Metal',
      // The frame with the larger window area.
      windowFrameType: 'Timber',
      measuredQuantities: {
        // Each storey's external walls, gross (one 27 m² wall on each here), and its windows.
        grossWallGround: 27,
        grossWallFirst: 27,
        windowGround: 9.6,
        windowFirst: 0,
        roofArea: 92.38,
        internalWallArea: 43.2,
        source: {
          kind: 'ifc',
          fileName: 'house.ifc',
          sha256: '0'.repeat(64),
          schema: 'IFC4',
          elementsRead: 20,
          elementsSkipped: 0,
        },
      },
    });
  });

  it('measures storeys above the first floor on it, leaves walls below the ground floor out, and caps windows', () => {
    const storey = (name: string, elevation: number, floorArea: number) => ({
      ...TAKEOFF.storeys[0]!,
      name,
      elevation,
      floorArea,
    });
    const window = { ...TAKEOFF.openings[0]!, area: 40 };
    const m = toDwellingDraft({
      ...TAKEOFF,
      storeys: [...TAKEOFF.storeys, storey('Basement', -2.8, 60), storey('Loft', 5.6, 0)],
      walls: [...TAKEOFF.walls, wall('Basement', 20), wall('Loft', 10), { ...wall('Loft', 10), external: false }],
      openings: [window, { ...window, storey: 'Loft', area: 1.5 }, { ...window, kind: 'door', storey: 'Loft' }],
    }).measuredQuantities;
    expect(m).toMatchObject({ grossWallGround: 27, grossWallFirst: 54, windowGround: 27, windowFirst: 1.5 });
  });

  it('keeps the model (null) when the take-off has no roof or no external walls', () => {
    expect(toDwellingDraft({ ...TAKEOFF, roof: null, summary: { ...TAKEOFF.summary, roofArea: 0 } })).toMatchObject({
      measuredQuantities: null,
    });
    expect(toDwellingDraft({ ...TAKEOFF, walls: [] }).measuredQuantities).toBeNull();
  });
});

describe('a manual take-off', () => {
  it('goes to the wall page as a model’s would: each direction’s net area over the wall height', async () => {
    const { manualTakeoff } = await import('./manual-takeoff');
    const takeoff = manualTakeoff({
      groundFloorArea: 120,
      firstFloorArea: 0,
      wallHeight: 2.7,
      north: 54,
      east: 0,
      south: 40.5,
      west: 27,
      windowArea: 12,
      roofArea: 0,
      wallType: 'BrickVeneerVirginLocal',
    });
    const [north, east, south] = toWallLocations(takeoff);
    expect(north).toMatchObject({ length: 20, height: 2.7, materialA: 'BrickVeneerVirginLocal' });
    expect(east).toMatchObject({ description: '', length: '' });
    expect(south).toMatchObject({ length: 15 });
    // Windows: 12 m² over 121.5 + 12 m² of gross wall.
    expect(toDwellingDraft(takeoff)).toMatchObject({ groundFloorArea: 120, firstFloorArea: 0, windowArea: 9 });
    // No roof measured: the optimizer keeps its model.
    expect(toDwellingDraft(takeoff).measuredQuantities).toBeNull();
  });

  it('with a roof area, goes to the optimizer as measured quantities "by hand", split between storeys by √A', async () => {
    const { manualTakeoff } = await import('./manual-takeoff');
    const base = {
      groundFloorArea: 100,
      firstFloorArea: 0,
      wallHeight: 2.7,
      north: 30,
      east: 30,
      south: 30,
      west: 30,
      windowArea: 20,
      roofArea: 130,
      wallType: null,
    };
    expect(toDwellingDraft(manualTakeoff(base)).measuredQuantities).toEqual({
      grossWallGround: 140,
      grossWallFirst: 0,
      windowGround: 20,
      windowFirst: 0,
      roofArea: 130,
      internalWallArea: null,
      source: { kind: 'manual' },
    });
    // 100 and 25 m² floors: perimeters as √100 : √25 = 2 : 1.
    expect(toDwellingDraft(manualTakeoff({ ...base, firstFloorArea: 25 })).measuredQuantities).toMatchObject({
      grossWallGround: 93.33,
      grossWallFirst: 46.67,
      windowGround: 13.33,
      windowFirst: 6.67,
    });
  });
});
