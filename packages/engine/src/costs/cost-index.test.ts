import { describe, expect, it } from 'vitest';
import { costEscalation, LATEST_QUARTER, PRICED_QUARTERS, pricedIndex } from './cost-index';
import { COST_BASE_DATE, COST_BASIS, COST_RATES, FLOOR_INSULATION_COST_PER_R } from './cost-rates';

describe('cost escalation (ABS 6427.0 Table 17, 3011 House construction Australia)', () => {
  it('bases the 2023–25 rates on the mean of the twelve quarters March 2023 to December 2025', () => {
    expect(PRICED_QUARTERS.map((q) => q.quarter)).toEqual([
      '2023-03',
      '2023-06',
      '2023-09',
      '2023-12',
      '2024-03',
      '2024-06',
      '2024-09',
      '2024-12',
      '2025-03',
      '2025-06',
      '2025-09',
      '2025-12',
    ]);
    // (163.1 + 164.7 + 166.3 + 168.4 + 170.1 + 171.8 + 173.6 + 173.1 + 171.9 + 172.4 + 174.5 + 177.1) ÷ 12
    expect(pricedIndex()).toBeCloseTo(2047.0 / 12, 10);
  });

  it('escalates to the March quarter 2026 by 179.0 ÷ 170.58 (+4.9 %)', () => {
    expect(LATEST_QUARTER).toEqual({ quarter: '2026-03', index: 179.0 });
    expect(costEscalation()).toBeCloseTo(1.04934, 5);
  });

  it('prices every brief rate at the base date, escalated and rounded to the dollar, keeping the priced rate', () => {
    const tables = [
      COST_RATES.wallTypes,
      COST_RATES.wallMaterials,
      COST_RATES.floors,
      COST_RATES.roofs,
      COST_RATES.windows,
    ];
    for (const table of tables) {
      for (const r of Object.values(table)) {
        expect(r.baseDate).toBe('March quarter 2026');
        expect(r.priced.period).toBe('2023–25');
        expect(r.value).toBe(Math.round(r.priced.value * costEscalation()));
        expect(r.min).toBeLessThanOrEqual(r.value);
        expect(r.max).toBeGreaterThanOrEqual(r.value);
      }
    }
    // The slab's sourced $125/m² (2023–25) is $131/m² in the March quarter 2026.
    expect(COST_RATES.floors['concrete slab'].value).toBe(131);
    expect(COST_RATES.floors['concrete slab'].priced.value).toBe(125);
  });

  it('does not escalate the underfloor insulation estimates made at the base date', () => {
    expect(FLOOR_INSULATION_COST_PER_R.glasswool.value).toBe(12);
    expect(FLOOR_INSULATION_COST_PER_R.glasswool.priced.period).toBe(COST_BASE_DATE);
  });

  it('says the index, the periods and the escalation in the basis shown beside every cost', () => {
    expect(COST_BASIS).toContain('priced 2023–25 and escalated to the March quarter 2026 by 4.9 %');
    expect(COST_BASIS).toContain('A2333652F');
    expect(COST_BASIS).toContain('excluding GST, builder’s margin and preliminaries');
  });
});
