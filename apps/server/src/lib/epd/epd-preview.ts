import type { EpdFlag, EpdImportItem, EpdModules, EpdPreview, EpdStandard } from '@embodied/contracts';
import {
  convertDeclaredGwp,
  implausibleGwp,
  productFactorValue,
  type ConvertedGwp,
  type DeclaredUnit,
} from '@embodied/engine';
import { productUnitAndDivisor, type DeclaredEpd } from './declared-epd';

/** What the checks compare against: today (UTC) and the EN 15804 editions already in use. */
export interface PreviewContext {
  readonly today: string;
  /** The editions of the user's products and of every EPD in this file. */
  readonly standardsInUse: ReadonlySet<EpdStandard>;
}

const perUnit = (m: EpdModules | null, divisor: number): EpdModules | null =>
  m && {
    a1a3: m.a1a3 === null ? null : m.a1a3 / divisor,
    a4: m.a4 === null ? null : m.a4 / divisor,
    a5: m.a5 === null ? null : m.a5 / divisor,
  };

/** The product unit an EPD's GWP is per: the file's, or the one the item chose when the file has none. */
export function unitFor(e: DeclaredEpd, item?: EpdImportItem): { unit: DeclaredUnit | null; divisor: number } {
  const fromFile = productUnitAndDivisor(e.declaredAmount, e.declaredUnitText);
  if (fromFile.unit === null && item?.declaredUnit) return { unit: item.declaredUnit, divisor: 1 };
  return fromFile;
}

/** The A1–A3 GWP converted for the item's material (null: no A1–A3, or no product unit). */
export function conversionFor(preview: EpdPreview, item: EpdImportItem): ConvertedGwp | null {
  const unit = preview.declaredUnit.productUnit ?? item.declaredUnit ?? null;
  const gwp = preview.gwp.total.a1a3;
  if (unit === null || gwp === null) return null;
  return convertDeclaredGwp(gwp, unit, item.replaces, {
    densityKgPerM3: item.densityKgPerM3 ?? preview.densityKgPerM3,
    massPerAreaKgPerM2: item.massPerAreaKgPerM2 ?? preview.massPerAreaKgPerM2,
  });
}

function fileFlags(e: DeclaredEpd, unit: DeclaredUnit | null, ctx: PreviewContext): EpdFlag[] {
  const flags: EpdFlag[] = [];
  const flag = (code: EpdFlag['code'], message: string, confirm = false) => flags.push({ code, message, confirm });
  if (e.validUntil === null) flag('no-validity', 'The EPD states no valid-until date; a product needs one.');
  else if (e.validUntil < ctx.today) flag('expired', `The EPD expired on ${e.validUntil}: check for a current one.`);
  if (e.gwp.total.a1a3 === null)
    flag('missing-a1a3', 'The EPD declares no A1–A3 GWP (GWP-total), which a product replaces a factor with.');
  if (unit === null)
    flag(
      'unit-unconvertible',
      e.declaredUnitText
        ? `The declared unit '${e.declaredAmount} ${e.declaredUnitText}' is not a mass, volume or area; it cannot stand in for a factor per kg, m³ or m².`
        : 'The file does not state the declared unit (an ILCD+EPD XML data set keeps it in its flow data set): choose it.',
    );
  const other: EpdStandard = e.standard === 'EN 15804+A1' ? 'EN 15804+A2' : 'EN 15804+A1';
  if (e.standard !== null && ctx.standardsInUse.has(other))
    flag(
      'standard-mix',
      `This ${e.standard} EPD is used beside ${other} data: the two count biogenic carbon differently (+A2 splits GWP into fossil, biogenic and land use), so compare them with care.`,
    );
  if (e.registrationNumber === null)
    flag('no-registration-number', 'The EPD states no registration number; its source id stands in for it.');
  if (e.programmeOperator === null) flag('no-operator', 'The EPD names no programme operator.');
  return flags;
}

/**
 * What an EPD declares, per one product unit, with the checks a consultant would make. With an item
 * (the material it replaces), also the conversion to that material's unit and the plausibility of
 * the GWP against the datasets' range for it.
 */
export function previewOf(e: DeclaredEpd, index: number, ctx: PreviewContext, item?: EpdImportItem): EpdPreview {
  const { unit, divisor } = unitFor(e, item);
  const preview: EpdPreview = {
    index,
    format: e.format,
    sourceId: e.sourceId,
    name: e.name,
    manufacturer: e.manufacturer,
    programmeOperator: e.programmeOperator,
    registrationNumber: e.registrationNumber,
    pcr: e.pcr,
    standard: e.standard,
    declaredUnit: { amount: e.declaredAmount, unit: e.declaredUnitText, productUnit: unit },
    gwp: {
      total: perUnit(e.gwp.total, divisor)!,
      fossil: perUnit(e.gwp.fossil, divisor),
      biogenic: perUnit(e.gwp.biogenic, divisor),
    },
    densityKgPerM3: e.densityKgPerM3,
    massPerAreaKgPerM2: e.massPerAreaKgPerM2,
    publishedOn: e.publishedOn,
    validUntil: e.validUntil,
    link: e.link,
    flags: fileFlags(e, unit, ctx),
    unusable: e.unusable,
  };
  if (!item) return preview;
  const converted = conversionFor(preview, item);
  if (converted && !converted.ok)
    preview.flags.push({ code: 'unit-unconvertible', message: converted.message, confirm: false });
  if (converted?.ok) {
    const why = implausibleGwp(
      item.replaces,
      productFactorValue({ declaredUnit: converted.declaredUnit, gwp: converted.factor }),
    );
    if (why) preview.flags.push({ code: 'implausible-gwp', message: why, confirm: true });
  }
  return preview;
}
