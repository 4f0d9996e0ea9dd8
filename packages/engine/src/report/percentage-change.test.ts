import { describe, expect, it } from 'vitest';
import { GREEN_STAR_SCALE_NOTE, SECTOR_CONTEXT_NOTE } from '../targets/targets';
import { percentageChange } from './percentage-change';

describe('percentageChange', () => {
  const of = (baseline: number, value: number) =>
    percentageChange({ baseline, value, baselineName: 'business as usual', resultName: 'The alternate' });

  it('says a cut as "less", to one decimal', () => {
    expect(of(8907, 6543).sentence).toBe('The alternate emits 26.5 % less than business as usual.');
  });

  it('says an increase as "more", never as a negative cut', () => {
    expect(of(1000, 1234).sentence).toBe('The alternate emits 23.4 % more than business as usual.');
  });

  it('says no change as 0.0 % less, and a zero baseline as no change', () => {
    expect(of(500, 500).sentence).toBe('The alternate emits 0.0 % less than business as usual.');
    expect(of(0, 10).sentence).toBe('The alternate emits 0.0 % less than business as usual.');
  });

  it('says the modules both figures count when given (issue 51)', () => {
    const c = percentageChange({
      baseline: 200,
      value: 150,
      baselineName: 'option A',
      resultName: 'Option B',
      modules: 'A1–A5',
    });
    expect(c.sentence).toBe('Option B emits 25.0 % less than option A at A1–A5.');
  });

  it('puts Green Star beside it for scale and ASBEC as context, with where the sources are', () => {
    const c = of(100, 80);
    expect(c.scale).toBe(GREEN_STAR_SCALE_NOTE);
    expect(c.context).toBe(`${SECTOR_CONTEXT_NOTE} Sources on the methodology page.`);
  });
});
