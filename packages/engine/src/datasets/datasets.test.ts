import { describe, expect, it } from 'vitest';
import { DATASET_IDS, DEFAULT_DATASET_ID, isDatasetId } from './dataset-ids';
import { FACTOR_KEYS, type Factor } from './dataset-types';
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
      expect(d.version).toBe('2025.1-brief-1');
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

  it('marks exactly the derived factors as estimates (brief section 6)', () => {
    const estimates = allFactors.filter(([, f]) => f.confidence === 'estimate').map(([id, f]) => `${id}:${f.key}`);
    expect(estimates.sort()).toEqual(
      [
        'au-typical:concrete20MPaFA30_m3',
        'au-typical:concrete25MPaFA30_m3',
        'au-typical:concrete32MPaFA30_m3',
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

  it('derives the au-typical fly-ash factors from NMEFD × ICM process ratios', () => {
    const f = getDataset('au-typical').factors;
    expect(f.concrete25MPaFA30_m3?.value).toBeCloseTo((222 * 267) / 359, 5);
    expect(f.concrete20MPaFA30_m3?.value).toBeCloseTo((201 * 236) / 321, 5);
    expect(f.concrete32MPaFA30_m3?.value).toBeCloseTo((249 * 304) / 412, 5);
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
