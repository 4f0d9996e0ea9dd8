import { describe, expect, it } from 'vitest';
import { describeChange } from './suggest-changes';

describe('describeChange: the one-line phrase of a suggestion', () => {
  it('uses tonnes from 1 t, whole kilograms below, and signs every change', () => {
    expect(describeChange('Switch roof to Metal', -1234, -800, null)).toBe('Switch roof to Metal: −1.2 t CO2e, −$800');
    expect(describeChange('Switch glazing to Single Glazed', -345.6, -31007.4, null)).toBe(
      'Switch glazing to Single Glazed: −346 kg CO2e, −$31,007',
    );
  });

  it('prices a change that costs more per tonne saved, and says when the cost does not move', () => {
    expect(describeChange('Switch window frames to Timber', -19_012, 46_511, 2446.4)).toBe(
      'Switch window frames to Timber: −19.0 t CO2e, +$46,511 ($2,446 per tonne)',
    );
    expect(describeChange('Switch brick supplier to Recycled Brick', -6302.9, 0, null)).toBe(
      'Switch brick supplier to Recycled Brick: −6.3 t CO2e, no cost change',
    );
  });
  it('says the modules its carbon counts when given them (issue 51)', () => {
    expect(describeChange('Switch roof to Metal', -1234, -800, null, 'A1-A5')).toBe(
      'Switch roof to Metal: −1.2 t CO2e at A1–A5, −$800',
    );
    expect(describeChange('Switch roof to Metal', -345.6, 0, null, 'A1-A3')).toBe(
      'Switch roof to Metal: −346 kg CO2e at A1–A3, no cost change',
    );
  });
});
