/**
 * A unit as people read it: cubic and square metres with superscripts. On its own, without imports,
 * so that the breakdown schema's words and the figures for people can both use it.
 * @example unitForPeople('kgCO2e/m3') // 'kgCO2e/m³'
 */
export function unitForPeople(unit: string): string {
  return unit.replace(/m3\b/g, 'm³').replace(/m2\b/g, 'm²');
}
