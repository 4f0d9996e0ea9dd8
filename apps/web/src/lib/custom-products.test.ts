import { describe, expect, it } from 'vitest';
import type { CustomProduct } from '@embodied/contracts';
import { chosenProducts, productOptions, userEpdCitations } from './custom-products';

const product = (id: string, replaces: CustomProduct['replaces'], expired = false): CustomProduct => ({
  id,
  name: `Product ${id}`,
  epdNumber: `EPD-${id}`,
  programmeOperator: 'EPD Australasia',
  declaredUnit: replaces === 'concrete25MPa_m3' ? 'm3' : 'kg',
  gwp: 1,
  gwpMin: null,
  gwpMax: null,
  validUntil: '2030-01-01',
  replaces,
  epd: null,
  expired,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
});

const ALL = [product('a', 'clayBrick_kg'), product('b', 'clayBrick_kg', true), product('c', 'concrete25MPa_m3')];

describe('choosing custom products for a calculation', () => {
  it('keeps the chosen products that exist, one per material, in the order chosen, without list-only fields', () => {
    const used = chosenProducts(['c', 'gone', 'b', 'a'], ALL);
    expect(used.map((p) => p.id)).toEqual(['c', 'b']);
    expect(Object.keys(used[0]!)).not.toContain('expired');
    expect(chosenProducts(undefined, ALL)).toEqual([]);
    expect(chosenProducts(['a'], undefined)).toEqual([]);
  });

  it('groups the options by material and disables the rest of a material once one is chosen', () => {
    expect(productOptions(ALL, ['a'])).toEqual([
      {
        group: 'Clay brick',
        items: [
          { value: 'a', label: 'Product a (EPD EPD-a)' },
          { value: 'b', label: 'Product b (EPD EPD-b), expired', disabled: true },
        ],
      },
      { group: 'Concrete 25 MPa', items: [{ value: 'c', label: 'Product c (EPD EPD-c)' }] },
    ]);
  });
});

describe('the user-supplied EPDs a result uses', () => {
  it('lists each EPD citation once, in order of first use, and nothing for dataset factors', () => {
    const line = (sourceId: string, citation: string) => ({ sourceId, citation });
    expect(
      userEpdCitations([
        { lines: [line('NMEFD2025_1', 'NABERS'), line('USER_EPD', 'Brick (user-supplied EPD: …)')] },
        { lines: [line('USER_EPD', 'Board (user-supplied EPD: …)'), line('USER_EPD', 'Brick (user-supplied EPD: …)')] },
      ]),
    ).toEqual(['Brick (user-supplied EPD: …)', 'Board (user-supplied EPD: …)']);
    expect(userEpdCitations([{ lines: [line('ICM2019', 'ICM')] }])).toEqual([]);
  });
});
