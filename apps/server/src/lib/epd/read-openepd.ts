import type { EpdModules } from '@embodied/contracts';
import { EpdFileError, fileErrorOf, productUnitOf, standardOf, type DeclaredEpd } from './declared-epd';
import { openEpdSchema, type OpenEpd, type OpenEpdMeasurement, type OpenEpdScopeSet } from './openepd-schema';

/** The LCIA methods in the order a GWP is taken from (EN 15804+A2's EF 3.x first). */
const METHOD_PREFERENCE = [/EF\s*3/i, /AR6/i, /AR5/i, /TRACI/i, /CML/i];
const GWP_UNIT = /^kg\s*co2\s*-?\s*e(q\.?)?$/i;
const KEPT = new Set(['A1A2A3', 'A1', 'A2', 'A3', 'A4', 'A5']);

function chooseMethod(impacts: NonNullable<OpenEpd['impacts']>): string | null {
  const withGwp = Object.keys(impacts).filter((m) => impacts[m]?.gwp);
  for (const pattern of METHOD_PREFERENCE) {
    const found = withGwp.find((m) => pattern.test(m));
    if (found) return found;
  }
  return withGwp[0] ?? null;
}

function value(m: OpenEpdMeasurement | null | undefined, where: string): number | null {
  if (!m) return null;
  if (m.unit && !GWP_UNIT.test(m.unit.trim())) throw new EpdFileError(`This GWP is in '${m.unit}', not kgCO2e.`, where);
  return m.mean;
}

function modulesOf(set: OpenEpdScopeSet | undefined, where: string): EpdModules | null {
  if (!set) return null;
  const parts = [set.A1, set.A2, set.A3].map((m, i) => value(m, `${where}.A${i + 1}`));
  const summed = parts.every((p) => p !== null) ? parts.reduce<number>((a, b) => a + (b ?? 0), 0) : null;
  return {
    a1a3: value(set.A1A2A3, `${where}.A1A2A3`) ?? summed,
    a4: value(set.A4, `${where}.A4`),
    a5: value(set.A5, `${where}.A5`),
  };
}

function unusableOf(impacts: NonNullable<OpenEpd['impacts']>, method: string | null): string[] {
  const out: string[] = [];
  for (const [m, set] of Object.entries(impacts)) {
    for (const [category, scopes] of Object.entries(set ?? {})) {
      const modules = Object.keys(scopes ?? {}).filter((k) => !k.endsWith('_years') && k !== 'ext');
      const kept = m === method && ['gwp', 'gwp-fossil', 'gwp-biogenic'].includes(category);
      const rest = kept ? modules.filter((k) => !KEPT.has(k)) : modules;
      if (rest.length > 0) out.push(`${category} (${m}) in ${rest.join(', ')}`);
    }
  }
  return out;
}

const day = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : null);

/** One openEPD document as the EPD it declares. */
export function readOpenEpd(input: unknown, where: string): DeclaredEpd {
  const parsed = openEpdSchema.safeParse(input);
  if (!parsed.success) throw fileErrorOf('openEPD document', parsed.error.issues[0]!, where);
  const doc = parsed.data;
  const impacts = doc.impacts ?? {};
  const method = chooseMethod(impacts);
  const set = method ? impacts[method] : undefined;
  const at = `${where}.impacts['${method}']`;
  const amount = doc.declared_unit.qty ?? 1;
  const unit = doc.declared_unit.unit ?? '';
  const kg = doc.kg_per_declared_unit?.qty ?? null;
  const perUnitMass = kg !== null && amount > 0 ? kg / amount : null;
  const standard =
    (doc.compliance ?? []).map((c) => standardOf(c.short_name ?? c.name)).find((s) => s !== null) ??
    (method && /EF\s*3/i.test(method) ? 'EN 15804+A2' : null);
  return {
    format: 'openepd',
    sourceId: doc.id?.trim() || doc.program_operator_doc_id?.trim() || '',
    name: (doc.product_name ?? doc.name ?? '').trim(),
    manufacturer: doc.manufacturer?.name?.trim() || null,
    programmeOperator: doc.program_operator?.name?.trim() || null,
    registrationNumber: doc.program_operator_doc_id?.trim() || null,
    pcr: doc.pcr?.name?.trim() || null,
    standard,
    declaredAmount: amount,
    declaredUnitText: unit,
    gwp: {
      total: modulesOf(set?.gwp, `${at}.gwp`) ?? { a1a3: null, a4: null, a5: null },
      fossil: modulesOf(set?.['gwp-fossil'], `${at}.gwp-fossil`),
      biogenic: modulesOf(set?.['gwp-biogenic'], `${at}.gwp-biogenic`),
    },
    densityKgPerM3: productUnitOf(unit) === 'm3' ? perUnitMass : null,
    massPerAreaKgPerM2: productUnitOf(unit) === 'm2' ? perUnitMass : null,
    publishedOn: day(doc.date_of_issue),
    validUntil: day(doc.valid_until),
    link: doc.declaration_url?.trim() || null,
    unusable: unusableOf(impacts, method),
  };
}
