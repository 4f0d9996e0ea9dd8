import { describe, expect, it, vi } from 'vitest';
import { BRIEF_FIXTURES } from '../__fixtures__/brief-fixtures';
import { expectClose, matching } from '../__fixtures__/expect-close';
import { DATASET_IDS } from '../datasets/dataset-ids';
import { FOOTING_SYSTEM_KEYS, type FootingSystemKey } from '../keys';
import { EngineInputError } from '../validation/engine-input-error';
import { calculateFootingSystem } from './calculate-footing-system';
import { getDataset } from '../datasets/get-dataset';

/**
 * The underfloor batts a stump system's timber floor carries since issue #49, per m² of floor,
 * re-derived by hand for the default climate zone 6: R2.0 asked by NCC 2022 (Table 13.2.6f) × 0.036
 * W/mK × 13.33 kg/m³ = 2.0 × 0.47988 = 0.95976 kg of glasswool.
 */
const BATTS_KG_PER_M2_ZONE_6 = 2.0 * 0.036 * 13.33;
const STUMP_SYSTEMS: readonly FootingSystemKey[] = ['PieredRaftStumps', 'BlindedRaftStumps', 'Stumps'];

// The brief's worked examples are hand-checked on edition 2025.1 (see __fixtures__/edition-2025-1.ts).
vi.mock('../datasets/get-dataset', async (original) =>
  (await import('../__fixtures__/edition-2025-1')).onEdition2025(await original()),
);

/** [quantity name, quantity, factor, kgCO2e] per line, as printed in worked-examples.md. */
type Row = readonly [string, number, number, number];

function expectLines(
  system: FootingSystemKey,
  area: number,
  depth: number,
  complexity: number,
  fa: boolean,
  rows: readonly Row[],
  total: number,
) {
  const r = calculateFootingSystem({ area, depth, complexity, system, lowCarbonConcrete: fa });
  const lines = r.breakdown.flatMap((e) => e.lines);
  expect(lines.map((l) => l.component.split(':')[0])).toEqual(rows.map((row) => row[0]));
  rows.forEach(([, qty, factor, kg], i) => {
    const l = lines[i];
    expectClose(l?.quantity ?? NaN, qty, 0.0001 + qty * 1e-5);
    expectClose(l?.factor ?? NaN, factor, 0.0001);
    expectClose(l?.kgCO2e ?? NaN, kg);
  });
  expectClose(r.kgCO2e, total);
  return r;
}

const BLINDED_RAFT_700: readonly Row[] = [
  ['slabN25_m3', 20, 222, 4440],
  ['mesh_kg', 712, 1.6, 1139.2],
  ['membrane_kg', 36.8, 3.14, 115.55],
  ['beamN25_m3', 10.386, 222, 2305.69],
  ['trenchMesh_kg', 398.1294, 1.6, 637.01],
  ['blindingN20_m3', 5.193, 201, 1043.79],
];

describe('calculateFootingSystem: worked examples (au-typical)', () => {
  it('5: BlindedRaft, A 200, D 700, c 0', () => {
    const r = expectLines('BlindedRaft', 200, 700, 0, false, BLINDED_RAFT_700, 9681.24);
    expectClose(r.geometry.perimeter, 57.6999, 0.0001);
    expectClose(r.geometry.stripLength, 86.5499, 0.0001);
    expect(r.breakdown.map((e) => e.element)).toEqual(['slab', 'strip', 'blinding']);
  });

  it('5: Waffle, A 200, D 700, c 0 (42 piers)', () => {
    const rows: Row[] = [
      ['waffleN25_m3', 32.693, 222, 7257.84],
      // The brief's 990.71 kg of 'mesh, rib bars, trench mesh', now split: mesh 3.56·A + 2.3·P and rib bars 0.73·A.
      ['waffleMesh_kg', 844.7098, 1.6, 1351.54],
      ['ribBars_kg', 146, 1.6, 233.6],
      ['eps_kg', 240, 4.78, 1147.2],
      ['membrane_kg', 36.8, 3.14, 115.55],
      ['pierN20_m3', 0.9352, 201, 187.97],
    ];
    expect(expectLines('Waffle', 200, 700, 0, false, rows, 10293.7).geometry.counts).toEqual({ piers: 42 });
  });

  it('6: Waffle with 30 % fly ash on in-situ lines', () => {
    const rows: Row[] = [
      ['waffleN25_m3', 32.693, 165.1086, 5397.9],
      // The brief's 990.71 kg of 'mesh, rib bars, trench mesh', now split: mesh 3.56·A + 2.3·P and rib bars 0.73·A.
      ['waffleMesh_kg', 844.7098, 1.6, 1351.54],
      ['ribBars_kg', 146, 1.6, 233.6],
      ['eps_kg', 240, 4.78, 1147.2],
      ['membrane_kg', 36.8, 3.14, 115.55],
      ['pierN20_m3', 0.9352, 147.7757, 138.2],
    ];
    const r = expectLines('Waffle', 200, 700, 0, true, rows, 8383.98);
    expect(r.breakdown[0]?.lines[0]?.factorKey).toBe('concrete25MPaFA30_m3');
    expect(r.breakdown[0]?.lines[0]?.confidence).toBe('estimate');
  });

  it('7: deepest founding, D 3000: BlindedRaft and PieredRaft (44 piles)', () => {
    const blinded = BLINDED_RAFT_700.slice(0, 5).concat([['blindingN20_m3', 64.9124, 201, 13047.39]]);
    expectLines('BlindedRaft', 200, 3000, 0, false, blinded, 21684.84);
    const piled = BLINDED_RAFT_700.slice(0, 5).concat([['pileSteel_kg', 1222.76, 2.4, 2934.62]]);
    expect(expectLines('PieredRaft', 200, 3000, 0, false, piled, 11572.07).geometry.counts).toEqual({ piles: 44 });
  });

  it('8: complexity 25 %, BlindedRaftStumps (47 stumps) and Stumps (75), with the timber floor’s batts', () => {
    // The worked example's floor, then the batts (issue #49): 0.95976 kg/m² × 150 m² × f 1.25 =
    // 179.955 kg × glasswool 3.63 = 653.25 kgCO2e, added to both worked totals (7328.48, 4238.35).
    const battsKg = BATTS_KG_PER_M2_ZONE_6 * 150 * 1.25;
    const stumpsFloor: Row[] = [
      ['subfloorTimber_m3', 2.53125, 188, 475.88],
      ['particleboard_m3', 3.5625, 650, 2315.62],
      ['underfloorBatts_kg', battsKg, 3.63, battsKg * 3.63],
    ];
    const brs: Row[] = [
      ['beamN25_m3', 7.4954, 222, 1663.99],
      ['trenchMesh_kg', 287.3251, 1.6, 459.72],
      ['blindingN20_m3', 7.4954, 201, 1506.58],
      ['stumpN32precast_m3', 0.88125, 249, 219.43],
      ['stumpReo_kg', 26.4375, 1.6, 42.3],
      ['stumpHoleN20_m3', 3.2088, 201, 644.96],
      ...stumpsFloor,
    ];
    const a = expectLines('BlindedRaftStumps', 150, 900, 25, false, brs, 7328.48 + battsKg * 3.63);
    expect(a.geometry.counts).toEqual({ stumps: 47 });
    expect(a.geometry.complexityFactor).toBe(1.25);
    const st: Row[] = [
      ['stumpN32precast_m3', 1.40625, 249, 350.16],
      ['stumpReo_kg', 42.1875, 1.6, 67.5],
      ['stumpHoleN20_m3', 5.1204, 201, 1029.19],
      ...stumpsFloor,
    ];
    expect(expectLines('Stumps', 150, 900, 25, false, st, 4238.35 + battsKg * 3.63).geometry.counts).toEqual({
      stumps: 75,
    });
  });

  it('9: a zero area is no slab: refused, naming the field (issue 47), not calculated as zeros', () => {
    for (const system of FOOTING_SYSTEM_KEYS) {
      expect(() =>
        calculateFootingSystem({ area: 0, depth: 700, complexity: 0, system, lowCarbonConcrete: false }),
      ).toThrow(/area must be greater than 0 and at most 100,000 m² \(got 0\)/);
    }
  });
});

const TYPICAL_RANGES: Readonly<Record<FootingSystemKey, readonly [number, number]>> = {
  BlindedRaft: [5692, 18540],
  PieredRaft: [5368, 19343],
  Waffle: [6567, 18684],
  PieredRaftStumps: [3394, 11080],
  BlindedRaftStumps: [3613, 10565],
  Stumps: [2287, 6223],
};

describe('calculateFootingSystem: the A 200, D 700, c 0 table on every dataset (brief 7c), plus the batts', () => {
  for (const datasetId of DATASET_IDS) {
    const table = BRIEF_FIXTURES.derivedForTests[datasetId].footings_A200_D700_c0_kgCO2e;
    const glasswool = getDataset(datasetId).factors.glasswool_kg!;
    it.each(FOOTING_SYSTEM_KEYS)(`${datasetId} %s, standard and 30 % fly ash`, (system) => {
      // The brief's table has no underfloor insulation; a stump system's floor now carries 200 m² of batts.
      const battsKg = STUMP_SYSTEMS.includes(system) ? BATTS_KG_PER_M2_ZONE_6 * 200 : 0;
      const std = calculateFootingSystem(
        { area: 200, depth: 700, complexity: 0, system, lowCarbonConcrete: false },
        datasetId,
      );
      const fa = calculateFootingSystem(
        { area: 200, depth: 700, complexity: 0, system, lowCarbonConcrete: true },
        datasetId,
      );
      expectClose(std.kgCO2e, table[system].standard + battsKg * glasswool.value);
      expectClose(fa.kgCO2e, table[system].flyAsh30 + battsKg * glasswool.value);
      if (datasetId === 'au-typical') {
        expectClose(std.min, TYPICAL_RANGES[system][0] + battsKg * (glasswool.min ?? glasswool.value), 1);
        expectClose(std.max, TYPICAL_RANGES[system][1] + battsKg * (glasswool.max ?? glasswool.value), 1);
      } else {
        expect([std.min, std.max]).toEqual([std.kgCO2e, std.kgCO2e]);
      }
    });
  }
});

describe('calculateFootingSystem: validation', () => {
  it('lists every bad field', () => {
    try {
      calculateFootingSystem({
        area: -1,
        depth: 3500,
        complexity: 7,
        system: 'Raft' as never,
        lowCarbonConcrete: 'yes' as never,
      });
      expect.fail('should throw');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      expect((e as EngineInputError).issues.map((i) => i.message)).toEqual([
        'area must be greater than 0 and at most 100,000 m² (got -1)',
        'depth must be between 0 and 3,000 mm (got 3500)',
        'complexity must be one of 0, 5, 10, 15, 20, 25 %',
        matching(/^Unknown footing system 'Raft'/),
        'lowCarbonConcrete must be true or false',
      ]);
    }
  });
});
