import { describe, expect, it, vi } from 'vitest';
import { BRIEF_FIXTURES } from '../__fixtures__/brief-fixtures';
import { expectClose } from '../__fixtures__/expect-close';
import { DATASET_IDS } from '../datasets/dataset-ids';
import {
  BRICK_SUPPLIER_KEYS,
  CONCRETE_SUPPLIER_KEYS,
  FLOOR_KEYS,
  GLAZING_KEYS,
  ROOF_MATERIAL_KEYS,
  WALL_MATERIAL_KEYS,
  WINDOW_FRAME_KEYS,
  type FloorKey,
} from '../keys';
import { WALL_MATERIALS } from '../quantities/wall-materials';
import { concreteSupplierOverrides } from '../suppliers/supplier-factors';
import { EngineInputError } from '../validation/engine-input-error';
import { wallTypeFactor } from '../walls/wall-type-factor';
import { floorFactor } from './floor-factor';
import { roofFactor } from './roof-factor';
import { wallMaterialFactor } from './wall-material-factor';
import { windowFactor } from './window-factor';

// The brief's worked examples are hand-checked on edition 2025.1 (see __fixtures__/edition-2025-1.ts).
vi.mock('../datasets/get-dataset', async (original) =>
  (await import('../__fixtures__/edition-2025-1')).onEdition2025(await original()),
);

const floorOf = (key: FloorKey, datasetId: (typeof DATASET_IDS)[number]) =>
  key === 'timberFirstFloor' ? floorFactor('timber', 'first', datasetId) : floorFactor(key, 'ground', datasetId);

describe.each(DATASET_IDS)('per-unit tables on %s (brief 7b, 7d; derivedForTests)', (datasetId) => {
  const t = BRIEF_FIXTURES.derivedForTests[datasetId];

  it.each(WALL_MATERIAL_KEYS)('wall material %s (before suppliers)', (key) => {
    const w = wallMaterialFactor(key, datasetId);
    expectClose(w.perM2, t.optimizerWalls_kgCO2e_per_m2_opaque_wall_before_suppliers[key]);
    const same = WALL_MATERIALS[key].sameAsWallType;
    if (same) expect(w.perM2).toBe(wallTypeFactor(same, datasetId).perM2);
  });

  it.each(ROOF_MATERIAL_KEYS)('roof %s', (key) =>
    expectClose(roofFactor(key, datasetId).perM2, t.roofs_kgCO2e_per_m2_roof[key]),
  );

  it.each(WINDOW_FRAME_KEYS.flatMap((f) => GLAZING_KEYS.map((g) => [f, g] as const)))(
    'window %s, %s',
    (frame, glazing) => {
      expectClose(windowFactor(frame, glazing, datasetId).perM2, t.windows_kgCO2e_per_m2_window[`${frame}|${glazing}`]);
    },
  );

  // The brief's floor build-ups carry no underfloor insulation; since issue #49 a suspended ground
  // floor adds it (zone 6 by default: thermal/floor-insulation.test.ts pins the quantities).
  it.each(FLOOR_KEYS)('floor %s (before suppliers): the brief’s build-up, plus its underfloor insulation', (key) => {
    const f = floorOf(key, datasetId);
    const insulation = f.lines.filter((l) => l.component.startsWith('underfloor '));
    const suspendedOnGround = key === 'timber' || key === 'AAC' || key === 'suspended concrete';
    expect(insulation).toHaveLength(suspendedOnGround ? 1 : 0);
    const added = insulation.reduce((s, l) => s + l.kgCO2e, 0);
    expectClose(f.perM2 - added, t.floors_kgCO2e_per_m2_floor_before_suppliers[key]);
  });
});

describe('supplier effects (brief 7e)', () => {
  it.each([
    ['Adbri VIC (low)', 17.35],
    ['Adbri VIC (mid)', 24.63],
    ['Adbri VIC (high)', 37.17],
    ['Brickworks (Carbon Neutral)', 24.67],
    ['Recycled Brick', 2.73],
  ] as const)('brick line per skin, au-typical: %s = %d', (supplier, perSkin) => {
    const w = wallMaterialFactor('masonry single brick', 'au-typical', supplier, null);
    expectClose(w.lines[0]?.kgCO2e ?? NaN, perSkin);
  });

  it('replaces the brick line of both skins of a masonry cavity wall', () => {
    const w = wallMaterialFactor('masonry cavity', 'au-typical', 'Recycled Brick', null);
    expect(w.lines.filter((l) => l.component.includes('brick supplier Recycled Brick'))).toHaveLength(2);
  });

  it.each(CONCRETE_SUPPLIER_KEYS)('hybrid ready-mix factors of %s are EPD × ICM hybrid/process', (supplier) => {
    const typical = concreteSupplierOverrides(supplier, 'au-typical');
    const hybrid = concreteSupplierOverrides(supplier, 'au-hybrid');
    expectClose(hybrid.concrete20MPa_m3?.value ?? NaN, ((typical.concrete20MPa_m3?.value ?? NaN) * 369) / 321);
    expectClose(hybrid.concrete25MPa_m3?.value ?? NaN, ((typical.concrete25MPa_m3?.value ?? NaN) * 410) / 359);
    expectClose(hybrid.concrete32MPa_m3?.value ?? NaN, ((typical.concrete32MPa_m3?.value ?? NaN) * 467) / 412);
    expect(concreteSupplierOverrides(supplier, 'au-conservative')).toEqual(typical);
  });

  it('worked example 12: Boral Envisia changes core fill, strip footing and suspended slab only', () => {
    const block = wallMaterialFactor('concrete block', 'au-typical', 'Adbri VIC (mid)', 'Boral Envisia');
    expectClose(block.perM2, 77.1694);
    expectClose(wallMaterialFactor('clad metal', 'au-typical', 'Adbri VIC (mid)', 'Boral Envisia').perM2, 22.9049);
    expectClose(floorFactor('strip footing', 'ground', 'au-typical', 'Boral Envisia').perM2, 54.9038);
    const suspended = floorFactor('concrete slab', 'first', 'au-typical', 'Boral Envisia');
    expect(suspended.mappedKey).toBe('suspended concrete');
    expectClose(suspended.perM2, 77.2);
  });

  it('never applies a concrete supplier to precast stumps or panels', () => {
    const timber = floorFactor('timber', 'ground', 'au-typical', 'Boral Envisia');
    expect(timber.lines.find((l) => l.factorKey === 'precastStumpConcrete32MPa_m3')?.factor).toBe(249);
    const precast = wallMaterialFactor('concrete panel (precast)', 'au-typical', null, 'Boral Envisia');
    expect(precast.perM2).toBe(wallMaterialFactor('concrete panel (precast)', 'au-typical').perM2);
  });

  it('has brick and concrete suppliers on every dataset', () => {
    for (const datasetId of DATASET_IDS) {
      for (const brick of BRICK_SUPPLIER_KEYS) {
        for (const concrete of CONCRETE_SUPPLIER_KEYS) {
          expect(wallMaterialFactor('concrete block', datasetId, brick, concrete).perM2).toBeGreaterThan(0);
        }
      }
    }
  });

  it('rejects unknown keys in the per-unit helpers', () => {
    expect(() => wallMaterialFactor('straw' as never, 'au-typical', 'Acme' as never)).toThrow(EngineInputError);
    expect(() => windowFactor('PVC' as never, 'Triple' as never)).toThrow(
      /Unknown window frame 'PVC'.*Unknown glazing 'Triple'/,
    );
    expect(() => roofFactor('Slate' as never)).toThrow(/Unknown roof material 'Slate'/);
    expect(() => floorFactor('AAC', 'attic' as never)).toThrow(/storey must be 'ground' or 'first'/);
  });
});
