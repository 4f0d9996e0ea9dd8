import { describe, expect, it, vi } from 'vitest';
import { BRIEF_FIXTURES } from '../__fixtures__/brief-fixtures';
import { expectClose } from '../__fixtures__/expect-close';
import { DATASET_IDS } from '../datasets/dataset-ids';
import { WALL_TYPE_KEYS } from '../keys';
import { EngineInputError } from '../validation/engine-input-error';
import { wallTypeFactor } from './wall-type-factor';

// The brief's derived figures are hand-checked on edition 2025.1 (see __fixtures__/edition-2025-1.ts).
vi.mock('../datasets/get-dataset', async (original) =>
  (await import('../__fixtures__/edition-2025-1')).onEdition2025(await original()),
);

describe('wallTypeFactor: worked example 1 (au-typical, per m² of wall)', () => {
  it('builds brick veneer line by line', () => {
    const w = wallTypeFactor('BrickVeneerVirginLocal', 'au-typical');
    expect(w.lines.map((l) => l.factorKey)).toEqual([
      'clayBrick_kg',
      'cementMortar_kg',
      'galvanisedSteel_kg',
      'softwood_m3',
      'peFilm_kg',
      'glasswool_kg',
      'plasterboard_kg',
    ]);
    [24.6685, 8.928, 0.6, 2.1996, 0.2983, 4.356, 1.824].forEach((kg, i) => expectClose(w.lines[i]?.kgCO2e ?? NaN, kg));
    expectClose(w.perM2, 42.8744);
    expect(w.label).toBe('Brick veneer (virgin, Local)');
  });

  it('builds lightweight timber clad line by line', () => {
    const w = wallTypeFactor('LightWeightTimberClad');
    [4.0755, 0.592, 2.1996, 0.2983, 4.356, 1.824].forEach((kg, i) => expectClose(w.lines[i]?.kgCO2e ?? NaN, kg));
    expectClose(w.perM2, 13.3454);
    expectClose(42.8744 / w.perM2, 3.21);
  });
});

describe('wallTypeFactor: the 13 wall types on every dataset (brief 7a, derivedForTests)', () => {
  for (const datasetId of DATASET_IDS) {
    const table = BRIEF_FIXTURES.derivedForTests[datasetId].wallTypes_kgCO2e_per_m2_wall;
    it.each(WALL_TYPE_KEYS)(`${datasetId} %s`, (key) => {
      const expected: { value: number; min?: number; max?: number } = table[key];
      const w = wallTypeFactor(key, datasetId);
      expectClose(w.perM2, expected.value);
      expectClose(w.min, expected.min ?? expected.value);
      expectClose(w.max, expected.max ?? expected.value);
    });
  }
});

describe('wallTypeFactor: citations and validation', () => {
  it('cites every line and labels composite lines with an estimated quantity as estimates', () => {
    const w = wallTypeFactor('Block90');
    for (const l of w.lines) {
      expect(l.sourceId).not.toBe('');
      expect(l.citation).not.toBe('');
    }
    expect(w.lines[0]).toMatchObject({
      factorKey: 'concreteBlock_kg',
      quantityConfidence: 'sourced',
      confidence: 'sourced',
    });
    expect(w.lines[1]).toMatchObject({ factorKey: 'cementMortar_kg', confidence: 'estimate' });
  });

  it('rejects an unknown wall type and an unknown dataset together', () => {
    try {
      wallTypeFactor('Foo' as never, 'epic' as never);
      expect.fail('should throw');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineInputError);
      expect((e as EngineInputError).issues.map((i) => i.path)).toEqual(['wallType', 'datasetId']);
      expect((e as EngineInputError).issues[0]?.message).toMatch(/^Unknown wall type 'Foo'/);
    }
  });
});
