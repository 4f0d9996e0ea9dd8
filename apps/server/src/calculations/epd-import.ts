import {
  customProductInputSchema,
  type EpdImportItem,
  type EpdImportResult,
  type EpdPreview,
  type EpdStandard,
  type FieldIssue,
  type ImportedEpd,
} from '@embodied/contracts';
import { PRODUCT_TEXT_MAX, convertDeclaredGwp, type ConversionInputs, type DeclaredUnit } from '@embodied/engine';
import type { Db } from '../db/database';
import {
  createImportedProducts,
  productStandards,
  utcDay,
  type ImportedProductInput,
} from '../db/queries/custom-products';
import { EpdFileError } from '../lib/epd/declared-epd';
import { conversionFor, previewOf } from '../lib/epd/epd-preview';
import { readEpdFile } from '../lib/epd/read-epd-file';
import { DomainError } from '../lib/domain-error';

/** What an import is asked: the file's text, the mode, and which EPD replaces which material. */
export interface EpdImportInput {
  readonly document: string;
  readonly mode: 'preview' | 'create';
  readonly items: readonly EpdImportItem[];
}

const NOT_STATED = 'Not stated in the EPD';
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Imports digital EPDs (docs/decisions/028-epd-import.md): reads the file (a 400 naming what is
 * wrong if it cannot), previews each EPD with its checks, and in `create` mode records one product
 * per item, all in one transaction or none (a 400 naming each item that cannot be recorded).
 */
export async function importEpds(db: Db, ownerId: string, input: EpdImportInput): Promise<EpdImportResult> {
  let declared;
  try {
    declared = await readEpdFile(input.document);
  } catch (error) {
    if (!(error instanceof EpdFileError)) throw error;
    throw new DomainError('invalid', error.message, [{ path: error.where, message: error.message }]);
  }
  const standardsInUse = new Set<EpdStandard>(await productStandards(db, ownerId));
  for (const e of declared) if (e.standard) standardsInUse.add(e.standard);
  const ctx = { today: utcDay(), standardsInUse };
  const itemFor = (i: number) => input.items.find((item) => item.index === i);
  const previews = declared.map((e, i) => previewOf(e, i, ctx, itemFor(i)));
  if (input.mode === 'preview') return { mode: 'preview', previews, createdIds: [] };
  if (input.items.length === 0)
    throw new DomainError('invalid', 'Choose the material each EPD replaces.', [
      { path: 'items', message: 'Creating needs at least one item: an EPD (index) and the material it replaces.' },
    ]);
  const issues: FieldIssue[] = [];
  const products = input.items.flatMap((item, i) => {
    const product = productOf(previews, item, `items[${i}]`, issues);
    return product ? [product] : [];
  });
  if (issues.length > 0) throw new DomainError('invalid', 'These EPDs cannot be recorded as they are.', issues);
  const createdIds = await createImportedProducts(db, ownerId, products);
  return { mode: 'create', previews, createdIds };
}

/** One item's product, or its issues added to `issues`. */
function productOf(
  previews: readonly EpdPreview[],
  item: EpdImportItem,
  path: string,
  issues: FieldIssue[],
): ImportedProductInput | null {
  const preview = previews[item.index];
  const fail = (field: string, message: string) => {
    issues.push({ path: `${path}.${field}`, message });
    return null;
  };
  if (!preview)
    return fail('index', `The file holds ${previews.length} EPD(s): index must be 0 to ${previews.length - 1}.`);
  if (preview.gwp.total.a1a3 === null) return fail('index', 'This EPD declares no A1–A3 GWP; a product needs it.');
  if (preview.validUntil === null) return fail('index', 'This EPD states no valid-until date; a product needs one.');
  const converted = conversionFor(preview, item);
  if (converted === null)
    return fail('declaredUnit', 'The file states no declared unit a product can take: choose kg, t, m3 or m2.');
  if (!converted.ok) return fail(converted.missing, converted.message);
  const toConfirm = preview.flags.filter((f) => f.confirm);
  if (toConfirm.length > 0 && item.confirm !== true)
    return fail('confirm', `Confirm to record it anyway: ${toConfirm.map((f) => f.message).join(' ')}`);
  const fields = {
    name: cut(preview.name || preview.sourceId || 'Imported EPD', PRODUCT_TEXT_MAX.name),
    epdNumber: cut(preview.registrationNumber ?? preview.sourceId, PRODUCT_TEXT_MAX.epdNumber),
    programmeOperator: cut(preview.programmeOperator ?? NOT_STATED, PRODUCT_TEXT_MAX.programmeOperator),
    declaredUnit: converted.declaredUnit,
    gwp: converted.factor,
    gwpMin: null,
    gwpMax: null,
    validUntil: preview.validUntil,
    replaces: item.replaces,
  };
  const parsed = customProductInputSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fail(issue.path.join('.') || 'index', issue.message);
    return null;
  }
  return { fields: parsed.data, epd: importedEpdOf(preview, item, converted) };
}

/** What the product keeps of its EPD: the other modules converted the same way as A1–A3. */
function importedEpdOf(
  preview: EpdPreview,
  item: EpdImportItem,
  converted: { declaredUnit: DeclaredUnit; derivation: string | null },
): ImportedEpd {
  const unit = (preview.declaredUnit.productUnit ?? item.declaredUnit)!;
  const inputs: ConversionInputs = {
    densityKgPerM3: item.densityKgPerM3 ?? preview.densityKgPerM3,
    massPerAreaKgPerM2: item.massPerAreaKgPerM2 ?? preview.massPerAreaKgPerM2,
  };
  const convert = (v: number | null) => {
    if (v === null) return null;
    const c = convertDeclaredGwp(v, unit, item.replaces, inputs);
    return c.ok ? c.factor : null;
  };
  return {
    format: preview.format,
    sourceId: preview.sourceId,
    standard: preview.standard,
    manufacturer: preview.manufacturer,
    pcr: preview.pcr,
    link: preview.link,
    declaredUnit: `${preview.declaredUnit.amount} ${preview.declaredUnit.unit || unit}`.trim(),
    conversion: converted.derivation,
    a4: convert(preview.gwp.total.a4),
    a5: convert(preview.gwp.total.a5),
    fossilA1A3: convert(preview.gwp.fossil?.a1a3 ?? null),
    biogenicA1A3: convert(preview.gwp.biogenic?.a1a3 ?? null),
    publishedOn: preview.publishedOn,
    flags: preview.flags.map((f) => f.message),
  };
}
