import { describe, expect, it } from 'vitest';
import { COST_BASIS, COST_RATES, type CostRate } from '../costs/cost-rates';
import { DATASET_IDS } from '../datasets/dataset-ids';
import { getDataset } from '../datasets/get-dataset';
import { editionForPeople, datasetForPeople, userEpdLine } from './data-quality';
import { REPORT_KINDS } from './report-kind';
import { reportNotes } from './report-notes';

const INTERNAL = /brief|worked example|2025\.1-brief/i;
const allText = (n: ReturnType<typeof reportNotes>) =>
  [
    n.limits.heading,
    ...n.limits.paragraphs,
    n.scope.heading,
    ...n.scope.rows.flatMap((r) => [r.aspect, r.included, r.excluded ?? '']),
    n.dataQuality.heading,
    ...n.dataQuality.paragraphs,
    n.costBasis ?? '',
  ].join('\n');

const notesOf = (kind: (typeof REPORT_KINDS)[number], datasetId: (typeof DATASET_IDS)[number] = 'au-typical') =>
  reportNotes(kind, {
    dataset: getDataset(datasetId),
    version: getDataset(datasetId).version,
    products: [],
    day: '2026-11-20',
  });

describe('Printout notes (purpose and limits, scope, data quality)', () => {
  it('say what a printout is not, for every kind', () => {
    for (const kind of REPORT_KINDS) {
      const text = notesOf(kind).limits.paragraphs.join(' ');
      expect(text).toContain('design-option comparison');
      expect(text).toContain('A1–A3');
      expect(text).toContain('not a NSW BASIX Materials Index result');
      expect(text).toContain('not a NABERS Embodied Carbon rating');
      expect(text).toContain('not evidence of compliance with the National Construction Code');
      expect(text).toContain('qualified person');
      expect(text).toContain('not a take-off');
    }
  });

  it('say the quantities were measured, not modelled, when a take-off gave them (issue 52)', () => {
    const input = { dataset: getDataset('au-typical'), version: '2025.1-brief-1', products: [], day: '2026-11-20' };
    const quantities = 'Quantities taken off house.ifc (IFC4, SHA-256 e03f15562c1c…)';
    for (const kind of ['wall', 'dwelling'] as const) {
      const notes = reportNotes(kind, input, { upfront: true, quantities });
      const text = notes.limits.paragraphs.join(' ');
      expect(text).not.toContain('not a take-off');
      expect(text).toContain('Quantities were measured');
      expect(text).toContain('qualified person');
      expect(notes.scope.rows.find((r) => r.aspect === 'Quantities')?.included).toBe(quantities);
    }
  });

  it('each kind’s scope table has its elements (included and excluded), modules, per m² and quantities', () => {
    for (const kind of REPORT_KINDS) {
      const rows = notesOf(kind).scope.rows;
      const row = (aspect: string) => rows.find((r) => r.aspect.startsWith(aspect));
      expect(row('Elements')?.excluded).toBeTruthy();
      expect(row('Life-cycle modules')?.included).toContain('A1–A3');
      for (const m of ['A4', 'A5', 'B use', 'C end of life', 'D beyond'])
        expect(row('Life-cycle modules')?.excluded).toContain(m);
      expect(row('Biogenic carbon')?.excluded).toContain('never netted off');
      expect(row('Per m²')).toBeDefined();
      expect(row('Quantities')?.included).toContain('Modelled');
    }
    const dwelling = notesOf('dwelling').scope.rows;
    expect(dwelling[0]?.included).toContain('cold shell');
    for (const out of ['Internal walls', 'ceilings', 'services', 'fit-out'])
      expect(dwelling[0]?.excluded).toContain(out);
    expect(dwelling.find((r) => r.aspect === 'Per m² of floor')?.included).toContain('ground floor plus first floor');
    expect(notesOf('footing').scope.rows[0]?.included).toContain('timber floor');
    expect(notesOf('wall').scope.rows[0]?.included).toContain('insulation and internal lining');
  });

  it('a result with A4 and A5 names every module it counts and compares at A1–A5; an old one says A1–A3 only (issue 51)', () => {
    const input = {
      dataset: getDataset('au-typical'),
      version: getDataset('au-typical').version,
      products: [],
      day: '2026-11-29',
    };
    for (const kind of REPORT_KINDS) {
      const now = reportNotes(kind, input, { upfront: true });
      const modules = now.scope.rows.find((r) => r.aspect === 'Life-cycle modules')!;
      for (const m of ['A1–A3', 'A4', 'A5', 'A1–A5']) expect(modules.included).toContain(m);
      expect(modules.included).toContain('Comparisons and percentages are made at A1–A5');
      expect(modules.excluded).not.toContain('A4');
      expect(now.limits.paragraphs[0]).toContain('A1–A5');
      const old = notesOf(kind).scope.rows.find((r) => r.aspect === 'Life-cycle modules')!;
      expect(old.included).toMatch(/^A1–A3 only/);
      expect(old.included).toContain('recalculating it shows A4, A5 and A1–A5');
    }
    const whole = reportNotes('dwelling', input, { upfront: true, wholeHouse: true }).scope.rows[0]!;
    expect(whole.included).toContain('internal walls, ceilings, ceiling insulation and a building services allowance');
    expect(reportNotes('wall', input, { upfront: true, wholeHouse: true }).scope.rows[0]!.included).not.toContain(
      'whole house',
    );
  });

  it('name datasets as people know them, never by an internal edition label', () => {
    for (const id of DATASET_IDS)
      for (const kind of REPORT_KINDS) {
        const n = notesOf(kind, id);
        expect(allText(n)).not.toMatch(INTERNAL);
        const dq = n.dataQuality.paragraphs.join(' ');
        expect(dq).toContain(
          'NABERS National Material Emission Factors Database (NMEFD) v2025.1, published 28 April 2025',
        );
        expect(dq).toContain('ICM Database 2019');
      }
    expect(editionForPeople('2025.1-brief-1')).toBe('2025.1, release 1');
    expect(editionForPeople('2026.11')).toBe('November 2026');
    expect(editionForPeople('local-edition')).toBe('local-edition');
    expect(datasetForPeople('AU typical', '2025.1-brief-2')).toBe('AU typical, data edition 2025.1, release 2');
  });

  it('a dataset the server no longer has is named by its stored label', () => {
    const n = reportNotes('wall', {
      dataset: null,
      storedLabel: 'old-set',
      version: '2024.1-brief-3',
      products: [],
      day: '2026-11-20',
    });
    expect(n.dataQuality.paragraphs[0]).toContain('old-set (edition 2024.1, release 3)');
    expect(allText(n)).not.toMatch(INTERNAL);
  });

  it('state each user EPD’s validity on the day of the result', () => {
    const p = {
      name: 'Brick X',
      epdNumber: 'S-P-01234',
      programmeOperator: 'EPD Australasia',
      validUntil: '2029-06-30',
    };
    expect(userEpdLine(p, '2026-11-20')).toBe('Brick X: EPD S-P-01234 (EPD Australasia), valid until 30 June 2029.');
    expect(userEpdLine(p, '2029-07-01')).toContain('expired on 30 June 2029');
    expect(userEpdLine({ ...p, validUntil: '' }, '2026-11-20')).toContain('validity not recorded');
    const n = reportNotes('footing', {
      dataset: getDataset('au-typical'),
      version: '2025.1-brief-1',
      products: [p],
      day: '2026-11-20',
    });
    expect(n.dataQuality.paragraphs.at(-1)).toContain('valid until 30 June 2029');
    expect(notesOf('wall').dataQuality.paragraphs.at(-1)).toBe('User-supplied EPDs: none used.');
  });

  it('only a dwelling shows costs, with their basis; every rate has a base date', () => {
    expect(notesOf('dwelling').costBasis).toBe(COST_BASIS);
    expect(notesOf('wall').costBasis).toBeNull();
    expect(notesOf('footing').costBasis).toBeNull();
    for (const m of [
      'AUD excluding GST',
      'builder’s margin and preliminaries',
      'national, not region-specific',
      'priced 2023–25 and escalated to the March quarter 2026',
      'estimate',
    ])
      expect(COST_BASIS).toContain(m);
    const tables: ReadonlyArray<Readonly<Record<string, CostRate>>> = Object.values(COST_RATES);
    for (const table of tables) for (const r of Object.values(table)) expect(r.baseDate).toBe('March quarter 2026');
  });
});
