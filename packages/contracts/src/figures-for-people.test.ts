import { describe, expect, it } from 'vitest';
import {
  MINUS_SIGN,
  figureForPeople,
  formatFactorValue,
  formatReportInput,
  progressForPeople,
  unitForPeople,
  withMinusSign,
} from './figures-for-people';
import { splitComponent } from './breakdown';
import { FOOTING_SYSTEM_KEYS, calculateFootingSystem } from '@embodied/engine';

describe('figures for people', () => {
  it('names a negative saving as an increase, shown as a positive amount in the increase tone', () => {
    const f = { label: 'CO2 Reduction', increaseLabel: 'CO2 Increase' };
    expect(figureForPeople({ ...f, value: -613 })).toEqual({ label: 'CO2 Increase', value: 613, tone: 'increase' });
    expect(figureForPeople({ ...f, value: 1297 })).toEqual({ label: 'CO2 Reduction', value: 1297, tone: 'saving' });
    expect(figureForPeople({ ...f, value: 0 })).toEqual({ label: 'CO2 Reduction', value: 0, tone: 'neutral' });
  });

  it('leaves figures that are not savings as they are, negative or not', () => {
    expect(figureForPeople({ label: 'Total CO2e', increaseLabel: null, value: -5 })).toEqual({
      label: 'Total CO2e',
      value: -5,
      tone: 'neutral',
    });
  });

  it('writes a true minus sign, never a hyphen, in front of a negative number', () => {
    expect(withMinusSign(new Intl.NumberFormat('en-AU').format(-3912))).toBe(`${MINUS_SIGN}3,912`);
    expect(withMinusSign(new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(-800))).toBe(
      `${MINUS_SIGN}$800.00`,
    );
    expect(withMinusSign('3,912')).toBe('3,912');
    expect(MINUS_SIGN).toBe('\u2212');
  });
});

describe('Progress to Target for people', () => {
  it('caps the bar at 0–100 and says in words what a percentage beyond it means', () => {
    expect(progressForPeople(-1842.8)).toEqual({
      state: 'further',
      bar: 0,
      words: 'Further from target',
      detail: `option B adds carbon, ${MINUS_SIGN}1,842.80 % of the reduction needed`,
      text: `Further from target: option B adds carbon, ${MINUS_SIGN}1,842.80 % of the reduction needed`,
    });
    expect(progressForPeople(297)).toMatchObject({
      state: 'exceeded',
      bar: 100,
      text: 'Target exceeded: 297.00 % of the reduction needed',
    });
    expect(progressForPeople(100)).toMatchObject({ state: 'met', bar: 100, words: 'Target met' });
    expect(progressForPeople(64.2)).toMatchObject({
      state: 'partway',
      bar: 64.2,
      text: '64.20 % of the way to target',
    });
    expect(progressForPeople(0)).toMatchObject({ state: 'partway', bar: 0, text: '0.00 % of the way to target' });
    expect(progressForPeople(1234.5, 0).text).toBe('Target exceeded: 1,235 % of the reduction needed');
  });
});

describe('breakdown components for people', () => {
  it('shows the words and keeps the quantity id apart, for machines', () => {
    expect(splitComponent('beamN25_m3: 300 × 400 beams, N25')).toEqual({
      words: '300 × 400 beams, N25',
      quantityId: 'beamN25_m3',
    });
    expect(splitComponent('stumpN32precast_m3: 100 × 100 precast stumps, N32').words).toBe(
      '100 × 100 precast stumps, N32',
    );
    expect(splitComponent('pileSteel_kg: steel screw piles').words).toBe('Steel screw piles');
    expect(splitComponent('EPS pods')).toEqual({ words: 'EPS pods', quantityId: null });
    expect(splitComponent('0.2 mm membrane')).toEqual({ words: '0.2 mm membrane', quantityId: null });
  });
});

describe('every footing breakdown line', () => {
  it('reads as words, with no code identifier left, for every footing system', () => {
    for (const system of FOOTING_SYSTEM_KEYS) {
      const result = calculateFootingSystem({
        area: 200,
        depth: 900,
        complexity: 10,
        system,
        lowCarbonConcrete: false,
      });
      for (const line of result.breakdown.flatMap((e) => e.lines)) {
        const { words } = splitComponent(line.component);
        expect(words, `${system}: ${line.component}`).not.toMatch(/[A-Za-z0-9]+_[A-Za-z0-9]+/);
      }
    }
  });
});

describe('formatFactorValue', () => {
  it('writes a factor as entered: separators, up to six decimals, a true minus sign', () => {
    expect(formatFactorValue(0.22)).toBe('0.22');
    expect(formatFactorValue(20000)).toBe('20,000');
    expect(formatFactorValue(0.1234567)).toBe('0.123457');
    expect(formatFactorValue(-1.5)).toBe('\u22121.5');
  });
});

describe('unitForPeople', () => {
  it('writes cubic and square metres with superscripts, and leaves other units alone', () => {
    expect(unitForPeople('kgCO2e/m3')).toBe('kgCO2e/m³');
    expect(unitForPeople('kgCO2e/m2')).toBe('kgCO2e/m²');
    expect(unitForPeople('kgCO2e/kg')).toBe('kgCO2e/kg');
    expect(unitForPeople('m2 of wall, m3 of concrete')).toBe('m² of wall, m³ of concrete');
  });
});

describe('formatReportInput', () => {
  it('writes an input as entered, with its unit: digit groups, up to four decimals, Yes/No, a dash when blank', () => {
    expect(formatReportInput({ value: 1500, unit: 'm²' })).toBe('1,500 m²');
    expect(formatReportInput({ value: 2.123456, unit: 'm' })).toBe('2.1235 m');
    expect(formatReportInput({ value: 25, unit: null })).toBe('25');
    expect(formatReportInput({ value: true, unit: null })).toBe('Yes');
    expect(formatReportInput({ value: false, unit: null })).toBe('No');
    expect(formatReportInput({ value: null, unit: 'mm' })).toBe('—');
    expect(formatReportInput({ value: 'Blinded Strip Footing', unit: null })).toBe('Blinded Strip Footing');
    expect(formatReportInput({ value: 1500, unit: 'm²' }, 'de-DE')).toBe('1.500 m²');
  });
});
