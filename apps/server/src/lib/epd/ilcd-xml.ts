import { XMLParser } from 'fast-xml-parser';
import { EpdFileError } from './declared-epd';

/*
 * An ILCD+EPD process data set written as XML, rebuilt into the JSON form soda4LCA nodes serve (the
 * form the LCAx converter reads): the XML is parsed by fast-xml-parser; this file only renames what
 * the two forms write differently (language strings, the EPD extension's `other` elements, the
 * reference flow marked by its id). The declared unit is not in a process data set's XML (it is in
 * the flow data set it refers to), so an XML import asks for it.
 */

/** Elements that may repeat: always lists, so that one and many read alike. */
const LISTS = new Set([
  'baseName',
  'shortDescription',
  'compliance',
  'exchange',
  'LCIAResult',
  'referenceToLCAMethodDetails',
  'amount',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  textNodeName: 'value',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const nodeAt = (v: unknown, ...path: string[]): Node | undefined => {
  let at: unknown = v;
  for (const key of path) at = isNode(at) ? at[key] : undefined;
  return isNode(at) ? at : undefined;
};
const text = (v: unknown) =>
  typeof v === 'string' ? v : isNode(v) && typeof v.value === 'string' ? v.value : undefined;
const num = (v: unknown) => {
  const t = text(v);
  const n = t === undefined ? NaN : Number(t);
  return Number.isFinite(n) ? n : undefined;
};

/** Language strings as the JSON form writes them: [{ value, lang }]. */
const langList = (v: unknown) =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((e) =>
    typeof e === 'string'
      ? { value: e, lang: 'en' }
      : { value: text(e) ?? null, lang: isNode(e) && typeof e.lang === 'string' ? e.lang : 'en' },
  );

/** Every element holding a `shortDescription` or `baseName` gets its language strings in JSON form. */
function withLangLists(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withLangLists);
  if (!isNode(v)) return v;
  const out: Node = {};
  for (const [key, value] of Object.entries(v))
    out[key] = key === 'shortDescription' || key === 'baseName' ? langList(value) : withLangLists(value);
  return out;
}

/** The EPD extension's module amounts (`<epd:amount module="A1-A3">…`) as the JSON form's `anies`. */
const amountsOf = (other: unknown) => ({
  anies:
    ((nodeAt(other) ?? {}).amount as unknown[] | undefined)?.map((a) => ({
      module: isNode(a) ? a.module : undefined,
      value: text(a) ?? null,
    })) ?? [],
});

/** Parses ILCD+EPD XML into the JSON form, or says why it cannot. */
export function ilcdXmlToJson(xml: string): Node {
  // ILCD never declares a document type; one here could only expand entities (a known attack).
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new EpdFileError('This XML declares a document type or entities, which an ILCD+EPD data set never does.');
  let parsed: unknown;
  try {
    parsed = parser.parse(xml, true);
  } catch (error) {
    throw new EpdFileError(`This is not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = nodeAt(parsed, 'processDataSet');
  if (!root) throw new EpdFileError('This XML is not an ILCD process data set (it has no processDataSet element).');
  const ds = withLangLists(root) as Node;
  const info = nodeAt(ds, 'processInformation') ?? {};
  const referenceId = text(nodeAt(info, 'quantitativeReference')?.referenceToReferenceFlow);
  const time = nodeAt(info, 'time') ?? {};
  const method = nodeAt(ds, 'modellingAndValidation', 'LCIMethodAndAllocation') ?? {};
  const subType = text(nodeAt(method, 'other')?.subType);
  const exchanges = ((nodeAt(ds, 'exchanges')?.exchange as unknown[] | undefined) ?? []).filter(isNode);
  const results = ((nodeAt(ds, 'LCIAResults')?.LCIAResult as unknown[] | undefined) ?? []).filter(isNode);
  return {
    ...ds,
    processInformation: {
      ...info,
      dataSetInformation: {
        ...nodeAt(info, 'dataSetInformation'),
        UUID: text(nodeAt(info, 'dataSetInformation')?.UUID),
      },
      time: { ...time, referenceYear: num(time.referenceYear), dataSetValidUntil: num(time.dataSetValidUntil) },
    },
    modellingAndValidation: {
      ...nodeAt(ds, 'modellingAndValidation'),
      LCIMethodAndAllocation: { ...method, other: { anies: subType ? [{ name: 'subType', value: subType }] : [] } },
    },
    administrativeInformation: withTexts(nodeAt(ds, 'administrativeInformation')),
    exchanges: {
      exchange: exchanges.map((e) => {
        const reference = referenceId !== undefined && text(e.dataSetInternalID) === referenceId;
        return {
          ...e,
          dataSetInternalID: num(e.dataSetInternalID),
          meanAmount: num(e.meanAmount),
          resultingAmount: num(e.resultingAmount),
          referenceFlow: reference,
          ...(reference ? { flowProperties: [] } : { other: amountsOf(e.other) }),
        };
      }),
    },
    LCIAResults: { LCIAResult: results.map((r) => ({ ...r, other: amountsOf(r.other) })) },
    version: text(ds.version) ?? '',
  };
}

/** The publication fields as plain text (the XML parser gives an element with attributes as an object). */
function withTexts(admin: Node | undefined): Node | undefined {
  const pub = nodeAt(admin, 'publicationAndOwnership');
  if (!admin || !pub) return admin;
  return {
    ...admin,
    publicationAndOwnership: {
      ...pub,
      registrationNumber: text(pub.registrationNumber),
      permanentDataSetURI: text(pub.permanentDataSetURI),
    },
  };
}
