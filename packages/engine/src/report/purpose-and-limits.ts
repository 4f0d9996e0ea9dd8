import type { ReportKind, ReportText } from './report-kind';

const WHAT_IS_COMPARED: Readonly<Record<ReportKind, string>> = {
  wall: 'two wall build-ups',
  footing: 'two footing systems',
  dwelling: 'options for the cold shell of a house',
};

/** What the quantities are: modelled from the figures entered, or measured (issue 52). */
const QUANTITIES = {
  modelled:
    'Quantities are modelled estimates from the figures entered, not a take-off from drawings. Have the figures checked by a qualified person before they inform a decision.',
  measured:
    'Quantities were measured (taken off a building model or by hand: see Quantities in the scope table); the build-ups, factors and rates applied to them are generic. Have the quantities and figures checked by a qualified person before they inform a decision.',
} as const;

/**
 * What a printout is for and what it is not (issue 49, point 11), the same words on every page,
 * PDF and print: a design-option comparison of embodied carbon (cradle to gate, A1–A3) and
 * indicative cost, not a BASIX, NABERS or NCC result; quantities modelled or measured; have it checked.
 * @example purposeAndLimits('wall').paragraphs[0] // 'This is a design-option comparison of two wall build-ups: …'
 */
export function purposeAndLimits(kind: ReportKind, upfront = false, measured = false): ReportText {
  const cost = kind === 'dwelling' ? ' and their indicative cold-shell cost' : '';
  const modules = upfront
    ? 'upfront embodied carbon (life-cycle modules A1–A5: product stage A1–A3, transport to site A4, construction A5)'
    : 'embodied carbon from cradle to gate (life-cycle modules A1–A3)';
  return {
    heading: 'Purpose and limits',
    paragraphs: [
      `This is a design-option comparison of ${WHAT_IS_COMPARED[kind]}: their ${modules}${cost}, to help choose between options early in design.`,
      'It is not a NSW BASIX Materials Index result, not a NABERS Embodied Carbon rating and not evidence of compliance with the National Construction Code (NCC).',
      measured ? QUANTITIES.measured : QUANTITIES.modelled,
    ],
  };
}
