import { describe, expect, it } from 'vitest';
import { buildMethodology, DATASET_IDS, getDataset } from '@embodied/engine';
import { factorRows, filterFactorRows } from './factor-rows';

const rows = factorRows(buildMethodology());
const none = { query: '', dataset: 'all', confidence: 'all' } as const;

describe('factorRows', () => {
  it('holds every factor of every dataset once, with the engine’s value, source and row name', () => {
    const expected = DATASET_IDS.flatMap((id) => Object.values(getDataset(id).factors).map((f) => `${id}:${f.key}`));
    expect(rows.map((r) => r.id).sort()).toEqual([...expected].sort());
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const clay = rows.find((r) => r.id === 'au-typical:clayBrick_kg');
    expect(clay).toMatchObject({ value: 0.184, min: 0.0478, max: 0.387, unit: 'kgCO2e/kg', confidence: 'sourced' });
    expect(clay?.source).toBe(
      'NABERS NMEFD v2025.1 · Brick / Clay brick · Average EF, unweighted mean of EPDs (row 41) (NMEFD2025_1)',
    );
    expect(clay?.sourceRow.length).toBeGreaterThan(0);
  });

  it('carries the derivation of every estimate', () => {
    for (const r of rows.filter((x) => x.confidence === 'estimate')) expect(r.note, r.id).not.toBe('');
  });
});

describe('filterFactorRows', () => {
  it('keeps everything with no filter', () => {
    expect(filterFactorRows(rows, none)).toHaveLength(rows.length);
  });

  it('filters by dataset', () => {
    const hybrid = filterFactorRows(rows, { ...none, dataset: 'au-hybrid' });
    expect(hybrid.length).toBe(Object.keys(getDataset('au-hybrid').factors).length);
    expect(hybrid.every((r) => r.datasetId === 'au-hybrid')).toBe(true);
  });

  it('filters by confidence', () => {
    const estimates = filterFactorRows(rows, { ...none, confidence: 'estimate' });
    expect(estimates.length).toBeGreaterThan(0);
    expect(estimates.length).toBeLessThan(rows.length);
    expect(estimates.every((r) => r.confidence === 'estimate')).toBe(true);
  });

  it('matches every word of the query, case-insensitively, in any field', () => {
    expect(filterFactorRows(rows, { ...none, query: 'CLAYBRICK_KG' }).map((r) => r.id)).toEqual(
      DATASET_IDS.map((id) => `${id}:clayBrick_kg`),
    );
    // Words may come from different fields: the key and the source id.
    expect(filterFactorRows(rows, { ...none, query: '  clayBrick_kg   icm2019 ' }).map((r) => r.id)).toEqual([
      'au-hybrid:clayBrick_kg',
    ]);
    // Source row names are searchable: NMEFD row 41 is clay brick ("41:" so that 412 does not match).
    expect(filterFactorRows(rows, { ...none, query: 'row 41:', dataset: 'au-typical' }).map((r) => r.key)).toEqual([
      'clayBrick_kg',
    ]);
    // Derivations are searchable too: on au-conservative the fly-ash mixes are derived (estimates);
    // on au-typical and au-hybrid (edition 2026.11) they are read from ICM 2019.
    const flyAsh = { ...none, query: 'fly ash', dataset: 'au-conservative' } as const;
    expect(filterFactorRows(rows, { ...flyAsh, confidence: 'estimate' }).map((r) => r.key)).toEqual([
      'concrete20MPaFA30_m3',
      'concrete25MPaFA30_m3',
      'concrete32MPaFA30_m3',
    ]);
    expect(filterFactorRows(rows, { ...flyAsh, confidence: 'sourced' })).toEqual([]);
    for (const dataset of ['au-typical', 'au-hybrid'] as const)
      expect(
        filterFactorRows(rows, { ...flyAsh, dataset, confidence: 'sourced' })
          .map((r) => r.key)
          .filter((k) => k.includes('FA30')),
      ).toEqual(['concrete20MPaFA30_m3', 'concrete25MPaFA30_m3', 'concrete32MPaFA30_m3']);
    expect(filterFactorRows(rows, { ...none, query: 'no such material' })).toEqual([]);
  });
});
