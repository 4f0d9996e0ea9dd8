import { EPD_IMPORT_MAX_EPDS } from '@embodied/contracts';
import { EpdFileError, type DeclaredEpd } from './declared-epd';
import { ilcdXmlToJson } from './ilcd-xml';
import { readIlcd } from './read-ilcd';
import { readOpenEpd } from './read-openepd';

/** No EPD nests deeper than this (an ILCD+EPD data set is about 12 levels). */
const MAX_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text, found without parsing (strings skipped). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') deepest = Math.max(deepest, ++depth);
    else if (ch === ']' || ch === '}') depth--;
  }
  return deepest;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function readOne(value: unknown, where: string): Promise<DeclaredEpd> {
  if (isObject(value) && 'doctype' in value) return readOpenEpd(value, where);
  if (isObject(value) && ('processInformation' in value || 'LCIAResults' in value))
    return readIlcd(value, 'ilcd-json', where);
  throw new EpdFileError(
    'This is neither an ILCD+EPD data set (it has no processInformation) nor an openEPD document (it has no doctype).',
    where,
  );
}

/**
 * The EPDs in a file: an ILCD+EPD data set as XML, or JSON holding one EPD (an ILCD+EPD data set or
 * an openEPD document) or a list of them. Throws {@link EpdFileError} naming the first thing wrong.
 */
export async function readEpdFile(text: string): Promise<DeclaredEpd[]> {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body.startsWith('<')) return [await readIlcd(ilcdXmlToJson(body), 'ilcd-xml', 'document')];
  if (jsonDepth(body) > MAX_DEPTH)
    throw new EpdFileError(`This file nests deeper than ${MAX_DEPTH} levels; no EPD does.`);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new EpdFileError(`This is neither JSON nor XML (or it is cut off): ${detail}.`);
  }
  if (!Array.isArray(value)) return [await readOne(value, 'document')];
  if (value.length === 0) throw new EpdFileError('This list holds no EPD.');
  if (value.length > EPD_IMPORT_MAX_EPDS)
    throw new EpdFileError(`This file holds ${value.length} EPDs; an import takes at most ${EPD_IMPORT_MAX_EPDS}.`);
  const out: DeclaredEpd[] = [];
  for (const [i, item] of value.entries()) out.push(await readOne(item, `document[${i}]`));
  return out;
}
