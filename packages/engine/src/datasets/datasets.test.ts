import { describe, expect, it } from 'vitest';
import { DATASET_IDS, DEFAULT_DATASET_ID, isDatasetId } from './dataset-ids';
import { FACTOR_KEYS, type Factor } from './dataset-types';
import { AU_TYPICAL_2025_1 } from './au-typical-2025-1';
import { getDataset, listDatasets } from './get-dataset';
import { SOURCES } from './sources';
import { EngineInputError } from '../validation/engine-input-error';

const sourceIds = new Set(SOURCES.map((s) => s.id));
const allFactors = DATASET_IDS.flatMap((id) =>
  Object.values(getDataset(id).factors).map((f) => [id, f] as [string, Factor]),
);
const factorRows = allFactors.map(([id, f]) => [id, f.key, f] as const);

describe('datasets', () => {
  it('lists the three bases, default first, with licence and attribution', () => {
    expect(DEFAULT_DATASET_ID).toBe('au-typical');
    const list = listDatasets();
    expect(list.map((d) => d.id)).toEqual(['au-typical', 'au-conservative', 'au-hybrid']);
    for (const d of list) {
      expect(d.version).toBe('2026.11');
      for (const field of [d.label, d.description, d.publisher, d.licenceStatus, d.attribution])
        expect(field.length).toBeGreaterThan(10);
    }
    expect(list.map((d) => d.hasRange)).toEqual([true, false, false]);
  });

  it('guards dataset ids', () => {
    expect(isDatasetId('au-hybrid')).toBe(true);
    expect(isDatasetId('EPiC')).toBe(false);
    expect(isDatasetId(undefined)).toBe(false);
    expect(() => getDataset('ice' as never)).toThrow(EngineInputError);
  });

  it.each(factorRows)('%s %s has a known source, a row name and a citation', (_id, _key, f) => {
    expect(FACTOR_KEYS).toContain(f.key);
    for (const id of f.sourceId.split('+')) expect(sourceIds).toContain(id);
    expect(f.sourceRow.length).toBeGreaterThan(10);
    expect(f.citation.length).toBeGreaterThan(10);
    expect(['sourced', 'estimate']).toContain(f.confidence);
    if (f.confidence === 'estimate') expect(f.derivation?.length ?? 0).toBeGreaterThan(10);
    expect(Number.isFinite(f.value) && f.value >= 0).toBe(true);
    expect(f.min ?? f.value).toBeLessThanOrEqual(f.value);
    expect(f.max ?? f.value).toBeGreaterThanOrEqual(f.value);
  });

  it('keys every factor by its own key', () => {
    for (const id of DATASET_IDS) {
      for (const [key, f] of Object.entries(getDataset(id).factors)) expect(f.key).toBe(key);
    }
  });

  it('carries ranges only on au-typical', () => {
    for (const [id, f] of allFactors) {
      if (id !== 'au-typical') expect([f.min, f.max]).toEqual([undefined, undefined]);
    }
  });

  it('marks exactly the derived factors as estimates (brief section 6, edition 2026.11)', () => {
    const estimates = allFactors.filter(([, f]) => f.confidence === 'estimate').map(([id, f]) => `${id}:${f.key}`);
    expect(estimates.sort()).toEqual(
      [
        'au-typical:reinforcingMesh_kg',
        'au-hybrid:reinforcingMesh_kg',
        'au-conservative:concrete20MPaFA30_m3',
        'au-conservative:concrete25MPaFA30_m3',
        'au-conservative:concrete32MPaFA30_m3',
        'au-hybrid:reclaimedBrick_kg',
      ].sort(),
    );
  });

  it('flags the six NMEFD Default stand-ins in au-hybrid', () => {
    const standIns = Object.values(getDataset('au-hybrid').factors)
      .filter((f) => f.standIn)
      .map((f) => f.key);
    expect(standIns.sort()).toEqual(
      [
        'precastPanel_kg',
        'galvanisedSteel_kg',
        'coldRolledSteel_kg',
        'steelSheetPainted_kg',
        'concreteBrick_kg',
        'sipPanelOver100mm_m2',
      ].sort(),
    );
  });

  it('derived the edition-2025.1 au-typical fly-ash factors from NMEFD × ICM process ratios', () => {
    const f = AU_TYPICAL_2025_1.factors;
    expect(f.concrete25MPaFA30_m3?.value).toBeCloseTo((222 * 267) / 359, 5);
    expect(f.concrete20MPaFA30_m3?.value).toBeCloseTo((201 * 236) / 321, 5);
    expect(f.concrete32MPaFA30_m3?.value).toBeCloseTo((249 * 304) / 412, 5);
  });

  // The row names and citations are built from one table per source (nmefd-2025-1.ts, icm-2019.ts);
  // these records, copied from the data brief's transcription, pin the exact text they must give.
  it('cites NMEFD rows, fly-ash derivations, stand-ins and ICM products word for word', () => {
    expect(AU_TYPICAL_2025_1.factors.concrete20MPaFA30_m3).toStrictEqual({
      key: 'concrete20MPaFA30_m3',
      value: 147.775701,
      unit: 'kgCO2e/m3',
      min: 99.987539,
      max: 267.613707,
      sourceId: 'NMEFD2025_1+ICM2019',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 11: Concrete in-situ / >10 MPa to ≤20 MPa (Average EF, unweighted mean of EPDs) x ICM process ratio ID 81/ID 83 = 236/321 = 0.7352",
      citation:
        'NMEFD v2025.1 Concrete in-situ / >10 MPa to ≤20 MPa (Average EF, unweighted mean of EPDs, row 11) × ICM 2019 ratio ID 81/ID 83 (process)',
      confidence: 'estimate',
      derivation:
        'NMEFD v2025.1 row 11 Average EF, unweighted mean of EPDs x ICM 2019 process ratio ID 81/ID 83 = 236/321 = 0.7352 (30 % fly ash / 100 % GP at the same strength)',
      note: '30 % fly-ash mix: NMEFD value at the same strength scaled by the ICM 2019 process ratio of the 30 % fly-ash factor to the 100 % GP factor',
    });
    expect(getDataset('au-conservative').factors.aluminiumExtrudedPowderCoated_kg).toStrictEqual({
      key: 'aluminiumExtrudedPowderCoated_kg',
      value: 32,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow: 'NMEFD v2025.1: Aluminium / Aluminium extruded powder coated (Default (uncertainty adjusted))',
      citation: 'NABERS NMEFD v2025.1 · Aluminium / Aluminium extruded powder coated · Default (uncertainty adjusted)',
      confidence: 'sourced',
    });
    expect(getDataset('au-hybrid').factors.coldRolledSteel_kg).toStrictEqual({
      key: 'coldRolledSteel_kg',
      value: 4.05,
      unit: 'kgCO2e/kg',
      sourceId: 'NMEFD2025_1',
      sourceRow:
        "NMEFD v2025.1, sheet 'Emission Factors database' row 28: Structural steel / Structural framing steel (cold rolled - lightweight) (Default (uncertainty adjusted))",
      citation:
        'NABERS NMEFD v2025.1 · Structural steel / Structural framing steel (cold rolled - lightweight) · Default (uncertainty adjusted) (row 28)',
      confidence: 'sourced',
      standIn: true,
      note: 'stand-in: ICM 2019 has no matching product, so the NMEFD Default is used (closest NMEFD column in magnitude to ICM hybrid values)',
    });
    expect(getDataset('au-typical').factors.sand_kg).toStrictEqual({
      key: 'sand_kg',
      value: 0.005004,
      unit: 'kgCO2e/kg',
      sourceId: 'ICM2019',
      sourceRow: "ICM Database 2019, ICM ID 540 'Sand' (process)",
      citation: 'ICM Database 2019 (UNSW) · ID 540 Sand · process',
      confidence: 'sourced',
      note: 'gap-fill: NMEFD v2025.1 has no factor for this material; not used by the current models',
    });
    expect(getDataset('au-conservative').factors.sand_kg).toBe(getDataset('au-typical').factors.sand_kg);
  });

  it('gives every source a licence, a status and an attribution', () => {
    for (const s of SOURCES) {
      expect(s.licence.length).toBeGreaterThan(3);
      expect(s.licenceStatus.length).toBeGreaterThan(3);
      expect(s.attribution.length).toBeGreaterThan(3);
    }
    expect(new Set(SOURCES.map((s) => s.id)).size).toBe(SOURCES.length);
  });
});

describe('what people read about the data', () => {
  // Notes meant for us (licence to-dos, release checks) must never reach a client's report or the methodology page.
  const TODO =
    /to be confirmed|confirm with|before (shipping|release)|confirmation from|re-read|not confirmed|\bTODO\b/i;

  it('attributions and licence statuses are plain statements, not to-dos', () => {
    for (const id of DATASET_IDS) {
      const d = getDataset(id);
      expect(d.attribution, id).not.toMatch(TODO);
      expect(d.licenceStatus, id).not.toMatch(TODO);
    }
    for (const s of SOURCES) {
      expect(s.attribution ?? '', s.id).not.toMatch(TODO);
      expect(s.licence ?? '', s.id).not.toMatch(TODO);
      expect(s.licenceStatus ?? '', s.id).not.toMatch(TODO);
    }
  });

  it('each dataset attribution cites its sources with their editions', () => {
    for (const id of DATASET_IDS) {
      const a = getDataset(id).attribution;
      expect(a, id).toContain('National Material Emission Factors Database v2025.1');
      expect(a, id).toContain('ICM Database (Wiedmann, Teh and Yu, 2019');
    }
  });
});
