import type { SeedChoiceField } from '@embodied/contracts';

/**
 * What a change gives up that this tool does not count. The optimizer weighs embodied carbon
 * (A1–A3) and cold-shell cost only; some lower-carbon or cheaper choices cost energy in use. These
 * statements are qualitative on purpose: the product has no operational-energy model and no
 * sourced figure for them yet (see docs/decisions/012), so it names the trade-off without a number.
 */
const GIVES_UP: Partial<Record<SeedChoiceField, Record<string, string>>> = {
  doubleGlazed: {
    'Single Glazed':
      'Single glazing lets more heat through than double glazing: the house will need more heating and cooling energy, and windows are more prone to condensation.',
  },
  windowFrameType: {
    Aluminium:
      'Aluminium frames without a thermal break conduct more heat than timber frames: more heating and cooling energy.',
  },
};

/** What moving `field` to `to` gives up in energy performance, or undefined when the tool knows of nothing. */
export function givesUp(field: SeedChoiceField, to: string): string | undefined {
  return GIVES_UP[field]?.[to];
}
