import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/expect-close';
import { DATASET_IDS } from '../datasets/dataset-ids';
import * as K from '../keys';
import { EngineInputError } from '../validation/engine-input-error';
import { getLookups } from './get-lookups';
import { LOOKUP_LIST_NAMES } from './lookup-types';

const KEYS = {
  wallTypes: K.WALL_TYPE_KEYS,
  footingSystems: K.FOOTING_SYSTEM_KEYS,
  lowCarbonConcrete: K.LOW_CARBON_CONCRETE_KEYS,
  floorStructures: K.FLOOR_STRUCTURE_KEYS,
  wallMaterials: K.WALL_MATERIAL_KEYS,
  roofMaterials: K.ROOF_MATERIAL_KEYS,
  windowFrames: K.WINDOW_FRAME_KEYS,
  glazing: K.GLAZING_KEYS,
  brickSuppliers: K.BRICK_SUPPLIER_KEYS,
  concreteSuppliers: K.CONCRETE_SUPPLIER_KEYS,
} as const;

describe.each(DATASET_IDS)('getLookups(%s)', (datasetId) => {
  const lookups = getLookups(datasetId);

  it('lists every option, in key order, with a citation', () => {
    expect(lookups.dataset.id).toBe(datasetId);
    for (const name of LOOKUP_LIST_NAMES) {
      expect(lookups[name].map((o) => o.key)).toEqual([...KEYS[name]]);
      for (const o of lookups[name]) {
        expect(o.label.length).toBeGreaterThan(0);
        expect(o.source.length).toBeGreaterThan(10);
        expect(o.carbon === null || (Number.isFinite(o.carbon) && o.carbon >= 0)).toBe(true);
        expect(o.unit === null).toBe(o.carbon === null);
      }
    }
  });
});

describe('getLookups', () => {
  it('shows per-unit carbon and cost on the default dataset', () => {
    const l = getLookups();
    expectClose(l.wallTypes.find((o) => o.key === 'BrickVeneerVirginLocal')?.carbon ?? NaN, 42.8744);
    // $230/m² priced 2023–25, × 1.0493 to the March quarter 2026 (costs/cost-index.ts)
    expect(l.wallTypes[0]?.costAud).toBe(241);
    expect(l.wallTypes[0]?.source).toMatch(
      /^Estimate \(the product’s stated build-up; see the Methodology page\) from: .*NABERS NMEFD v2025\.1 · Timber cladding/,
    );
    // ICM 2019 ID 84 'Concrete 25 MPa 30% fly ash' (process), edition 2026.11
    expectClose(l.lowCarbonConcrete[1]?.carbon ?? NaN, 267);
    expectClose(l.windowFrames.find((o) => o.key === 'Aluminium')?.carbon ?? NaN, 129.6412);
    expectClose(l.brickSuppliers.find((o) => o.key === 'Recycled Brick')?.carbon ?? NaN, 2.735);
    expect(l.concreteSuppliers.find((o) => o.key === 'Boral Envisia')?.carbon).toBe(212);
    expect(l.footingSystems[2]).toMatchObject({ key: 'Waffle', label: "Waffle Slab 'M' class", carbon: null });
  });

  it('rejects an unknown dataset', () => {
    expect(() => getLookups('nope' as never)).toThrow(EngineInputError);
  });
});
