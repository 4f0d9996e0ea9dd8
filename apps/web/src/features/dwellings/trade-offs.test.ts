import { describe, expect, it } from 'vitest';
import { givesUp } from './trade-offs';

describe('givesUp', () => {
  it('names the energy given up by single glazing and aluminium frames', () => {
    expect(givesUp('doubleGlazed', 'Single Glazed')).toMatch(/^Single glazing lets more heat through/);
    expect(givesUp('windowFrameType', 'Aluminium')).toMatch(/^Aluminium frames without a thermal break/);
  });

  it('says nothing where it knows of no trade-off', () => {
    expect(givesUp('doubleGlazed', 'Double Glazed')).toBeUndefined();
    expect(givesUp('windowFrameType', 'Timber')).toBeUndefined();
    expect(givesUp('roofMaterial', 'Metal')).toBeUndefined();
  });
});
