import { z } from 'zod';
import { LCAX_LIFE_CYCLE_MODULES, type EpdFormat, type EpdModules } from '@embodied/contracts';
import type { EPD as LcaxEpd, ImpactCategory } from 'lcax';
import { EpdFileError, englishFirst, fileErrorOf, standardOf, type DeclaredEpd } from './declared-epd';
import { withLcax } from './lcax-library';

/*
 * ILCD+EPD (the EN 15804 extension of the ILCD format, as soda4LCA nodes such as ÖKOBAUDAT serve it).
 * The modules, the declared unit and the standard are read by the LCAx project's converter
 * (`convertIlcd`); what it does not carry over (registration number, programme operator, owner,
 * PCR, the declared amount, density, link) is read here from the fields the ILCD format names,
 * checked first by this schema so that a broken file is refused with the field that is wrong.
 */

const langText = z.array(z.looseObject({ value: z.string().nullish(), lang: z.string().nullish() }));
const reference = z.looseObject({ shortDescription: langText.optional() });
const number = z.number();

const exchangeSchema = z.looseObject({
  referenceFlow: z.boolean().optional(),
  meanAmount: number.optional(),
  resultingflowAmount: number.optional(),
  resultingAmount: number.optional(),
  flowProperties: z
    .array(
      z.looseObject({
        referenceFlowProperty: z.boolean().optional(),
        meanValue: number,
        referenceUnit: z.string().optional(),
      }),
    )
    .optional(),
  materialProperties: z.array(z.looseObject({ name: z.string(), value: z.string(), unit: z.string() })).optional(),
});

export const ilcdDocumentSchema = z.looseObject({
  processInformation: z.looseObject({
    dataSetInformation: z.looseObject({
      UUID: z.string().min(1, 'is empty'),
      name: z.looseObject({ baseName: langText.min(1, 'names no product') }),
    }),
    time: z.looseObject({
      referenceYear: number.int('must be a year'),
      dataSetValidUntil: number.int('must be a year').min(1900, 'is not a year').max(2200, 'is not a year'),
    }),
    geography: z.looseObject({ locationOfOperationSupplyOrProduction: z.looseObject({ location: z.string() }) }),
  }),
  modellingAndValidation: z.looseObject({
    LCIMethodAndAllocation: z.looseObject({
      referenceToLCAMethodDetails: z.array(reference).optional(),
      // The EPD extension's subtype: EPD-IES data sets (soda4LCA JSON) carry none.
      other: z.looseObject({ anies: z.array(z.unknown()) }).optional(),
    }),
    complianceDeclarations: z.looseObject({
      compliance: z.array(
        z.looseObject({
          referenceToComplianceSystem: z.looseObject({
            shortDescription: z.array(z.looseObject({ value: z.string({ error: 'must be text' }), lang: z.string() })),
          }),
        }),
      ),
    }),
  }),
  administrativeInformation: z
    .looseObject({
      publicationAndOwnership: z
        .looseObject({
          registrationNumber: z.string().optional(),
          referenceToRegistrationAuthority: reference.optional(),
          referenceToOwnershipOfDataSet: reference.optional(),
          permanentDataSetURI: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  exchanges: z.looseObject({ exchange: z.array(exchangeSchema) }),
  LCIAResults: z.looseObject({
    LCIAResult: z.array(z.looseObject({ referenceToLCIAMethodDataSet: z.looseObject({ shortDescription: langText }) })),
  }),
  version: z.string(),
});
type IlcdDocument = z.infer<typeof ilcdDocumentSchema>;

const KEPT_MODULES = ['a1a3', 'a4', 'a5'] as const;
const GWP_KEYS = { gwp: 'GWP-total', gwp_fos: 'GWP-fossil', gwp_bio: 'GWP-biogenic' } as const;
const MODULE_WORDS = (m: string) => m.toUpperCase().replace('A1A3', 'A1–A3');
/** LCAx's module order (the converter's maps have none). */
const MODULE_ORDER: readonly string[] = LCAX_LIFE_CYCLE_MODULES;
const byModule = ([a]: [string, unknown], [b]: [string, unknown]) => MODULE_ORDER.indexOf(a) - MODULE_ORDER.indexOf(b);

const modulesOf = (category: Partial<ImpactCategory> | undefined): EpdModules | null => {
  if (!category) return null;
  const value = (m: (typeof KEPT_MODULES)[number]) => (typeof category[m] === 'number' ? category[m] : null);
  return { a1a3: value('a1a3'), a4: value('a4'), a5: value('a5') };
};

/** Every module and indicator the converter read that a product does not keep. */
function unusableOf(epd: LcaxEpd): string[] {
  const out: string[] = [];
  for (const [key, category] of Object.entries(epd.impacts ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const declared = Object.entries(category ?? {})
      .filter(([, v]) => typeof v === 'number')
      .sort(byModule);
    if (declared.length === 0) continue;
    if (key in GWP_KEYS) {
      const rest = declared.filter(([m]) => !(KEPT_MODULES as readonly string[]).includes(m));
      if (rest.length > 0)
        out.push(`${GWP_KEYS[key as keyof typeof GWP_KEYS]} in ${rest.map(([m]) => MODULE_WORDS(m)).join(', ')}`);
    } else out.push(`${key.toUpperCase()} (${declared.map(([m]) => MODULE_WORDS(m)).join(', ')})`);
  }
  return out;
}

/** The reference flow's amount and unit (1000 kg), and the density or mass per area it states. */
function referenceFlowOf(doc: IlcdDocument) {
  const flow = doc.exchanges.exchange.find((e) => e.referenceFlow === true);
  const property = flow?.flowProperties?.find((p) => p.referenceFlowProperty === true);
  const amount = flow?.resultingflowAmount ?? (flow?.meanAmount ?? 1) * (property?.meanValue ?? 1);
  const material = (pattern: RegExp) => {
    const found = flow?.materialProperties?.find((p) => pattern.test(p.name));
    const value = found ? Number(found.value) : NaN;
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return {
    amount,
    unit: property?.referenceUnit ?? '',
    density: material(/density/i),
    massPerArea: material(/grammage|mass per (unit )?area|areal (mass|weight)/i),
  };
}

/**
 * The International EPD System's registration number at the start of a data set's name: its
 * soda4LCA exports often carry it there only ("EPD-IES-0006473:002 (S-P-06473) High Pressure …").
 */
const IES_NUMBER_IN_NAME = /^(EPD-IES-\d+:\d+(?: \(S-P-\d+\))?)\s/;

/** Checks a data set's shape: the first field that is wrong, as an {@link EpdFileError}. */
export function checkIlcd(value: unknown, where: string): IlcdDocument {
  const parsed = ilcdDocumentSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw fileErrorOf('ILCD+EPD data set', parsed.error.issues[0]!, where);
}

/** One ILCD+EPD data set (already parsed from JSON, or rebuilt from XML) as the EPD it declares. */
export async function readIlcd(value: unknown, format: EpdFormat, where: string): Promise<DeclaredEpd> {
  const doc = checkIlcd(value, where);
  let epd: LcaxEpd;
  try {
    epd = await withLcax((lcax) => lcax.convertIlcd(JSON.stringify(doc)));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new EpdFileError(`The ILCD+EPD converter (lcax) could not read this data set: ${detail}.`, where);
  }
  const publication = doc.administrativeInformation?.publicationAndOwnership;
  const flow = referenceFlowOf(doc);
  const validYear = doc.processInformation.time.dataSetValidUntil;
  const compliance = doc.modellingAndValidation.complianceDeclarations.compliance.map((c) =>
    englishFirst(c.referenceToComplianceSystem.shortDescription),
  );
  const standard =
    compliance.map(standardOf).find((s) => s !== null) ??
    (epd.standard === 'en15804a2' ? 'EN 15804+A2' : epd.standard === 'en15804a1' ? 'EN 15804+A1' : null);
  const total = modulesOf(epd.impacts?.gwp);
  return {
    format,
    sourceId: epd.id,
    name: epd.name,
    manufacturer: englishFirst(publication?.referenceToOwnershipOfDataSet?.shortDescription),
    programmeOperator: englishFirst(publication?.referenceToRegistrationAuthority?.shortDescription),
    registrationNumber: publication?.registrationNumber?.trim() || IES_NUMBER_IN_NAME.exec(epd.name)?.[1] || null,
    pcr: englishFirst(
      doc.modellingAndValidation.LCIMethodAndAllocation.referenceToLCAMethodDetails?.[0]?.shortDescription,
    ),
    standard,
    declaredAmount: flow.amount,
    declaredUnitText: flow.unit,
    gwp: {
      total: total ?? { a1a3: null, a4: null, a5: null },
      fossil: modulesOf(epd.impacts?.gwp_fos),
      biogenic: modulesOf(epd.impacts?.gwp_bio),
    },
    densityKgPerM3: flow.density,
    massPerAreaKgPerM2: flow.massPerArea,
    publishedOn: null,
    // ILCD states the year only: the data set is valid through that year.
    validUntil: `${validYear}-12-31`,
    link: publication?.permanentDataSetURI?.trim() || null,
    unusable: unusableOf(epd),
  };
}
