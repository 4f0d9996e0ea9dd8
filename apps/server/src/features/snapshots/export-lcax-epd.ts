import type { BreakdownLineBody, LcaxEpd, LcaxImpacts, SnapshotContent, UsedCustomProduct } from '@embodied/contracts';
import { productFactorValue, productModuleValue } from '@embodied/engine';
import type * as Lcax from 'lcax';
import { declaredUnitOf } from './export-lcax-units';
import type { LcaxJson } from './lcax-library-types';

/*
 * A breakdown line that used a custom product (a user-supplied EPD) carries that EPD in its impact
 * data as an LCAx `EPD` (epd.rs): its reference (registration number, programme operator, link),
 * validity, standard, and its modules in the factor's unit. Issue #53; docs/decisions/028-epd-import.md.
 */

type ModuleValues = Partial<Record<'a1a3' | 'a4' | 'a5', number | null>>;

/** Impacts from module values (null or absent: not declared, left out): one category per key. */
export function moduleImpacts(values: Partial<Record<'gwp' | 'gwp_fos' | 'gwp_bio', ModuleValues>>): LcaxImpacts {
  const impacts: LcaxImpacts = {};
  for (const [category, modules] of Object.entries(values) as [keyof typeof values, ModuleValues][]) {
    const declared = Object.entries(modules).filter(([, v]) => typeof v === 'number');
    if (declared.length > 0) impacts[category] = Object.fromEntries(declared);
  }
  return impacts;
}

const STANDARDS = { 'EN 15804+A1': 'en15804a1', 'EN 15804+A2': 'en15804a2' } as const;

/** The products a snapshot used, by the factor key each replaced. */
export function productsBySlot(content: SnapshotContent): Map<string, UsedCustomProduct> {
  const used = (content.inputs as { customProducts?: readonly UsedCustomProduct[] }).customProducts ?? [];
  return new Map(used.map((p) => [p.replaces, p]));
}

/** The LCAx EPD of a custom product, per the line's factor unit (a tonne's values ÷ 1,000 per kg). */
export function lcaxEpdOf(product: UsedCustomProduct, line: BreakdownLineBody): LcaxEpd {
  // Every module is scaled as A1–A3 was from the product's declared unit to the factor's unit.
  const scale = product.gwp === 0 ? 0 : productFactorValue(product) / product.gwp;
  const per = (v: number | null | undefined) => (typeof v === 'number' ? v * scale : null);
  const epd = product.epd;
  return {
    type: 'EPD',
    id: epd?.sourceId || product.id,
    name: product.name,
    declaredUnit: declaredUnitOf(line.factorUnit),
    version: '',
    // LCAx requires a publication date; when the EPD states none, its valid-until date stands in (metaData says so).
    publishedDate: epd?.publishedOn ?? product.validUntil,
    validUntil: product.validUntil,
    source: { name: `${product.programmeOperator}, EPD ${product.epdNumber}`, url: epd?.link ?? null },
    referenceServiceLife: null,
    standard: epd?.standard ? STANDARDS[epd.standard] : 'unknown',
    comment: epd?.conversion ? `Converted to the factor's unit: ${epd.conversion}.` : null,
    location: 'unknown',
    subtype: 'specific',
    conversions: null,
    impacts: moduleImpacts({
      gwp: { a1a3: line.factor, a4: per(epd?.a4), a5: per(epd?.a5) },
      gwp_fos: { a1a3: per(epd?.fossilA1A3) },
      gwp_bio: { a1a3: per(epd?.biogenicA1A3) },
    }),
    metaData: {
      productId: product.id,
      epdNumber: product.epdNumber,
      programmeOperator: product.programmeOperator,
      declaredUnit: product.declaredUnit,
      gwpPerDeclaredUnit: product.gwp,
      replaces: product.replaces,
      publishedDateStated: epd?.publishedOn != null,
      ...(epd
        ? {
            importedFrom: epd.format,
            ...(epd.manufacturer ? { manufacturer: epd.manufacturer } : {}),
            ...(epd.pcr ? { pcr: epd.pcr } : {}),
          }
        : {}),
    },
  } satisfies LcaxJson<Lcax.EPD> & { type: 'EPD' };
}

/**
 * A line's product results: A1–A3, and the A4 and A5 its EPD declared where the calculation used them
 * (quantity × the EPD's value in the factor's unit, as the engine counts them; issue 51). Lines on
 * the default transport and waste keep A1–A3 alone: their A4 and A5 are in the assembly's results.
 */
export function lineResults(line: BreakdownLineBody, product: UsedCustomProduct | undefined): LcaxImpacts {
  const used = (m: 'a4' | 'a5') => {
    const v = product ? productModuleValue(product, m) : null;
    return v === null ? null : line.quantity * v;
  };
  return moduleImpacts({ gwp: { a1a3: line.kgCO2e, a4: used('a4'), a5: used('a5') } });
}

/** Which lines' A4 and A5 are the EPD's own, for a product's metaData ("EPD S-P-01234"). */
export function epdModuleBasis(product: UsedCustomProduct | undefined): Record<string, string> {
  if (!product) return {};
  const from = `EPD ${product.epdNumber}`;
  return {
    ...(typeof product.a4 === 'number' ? { a4From: from } : {}),
    ...(typeof product.a5 === 'number' ? { a5From: from } : {}),
  };
}
