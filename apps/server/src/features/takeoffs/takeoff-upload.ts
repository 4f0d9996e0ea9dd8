import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TAKEOFF_MAX_BYTES } from '@embodied/contracts';
import { AppError } from '../../http/app-error';

/*
 * The model upload: a multipart/form-data body streamed to a temporary file as it arrives (a model
 * is tens of MB: never held in memory, never under the JSON body limit), counted against the
 * take-off's own limit, then its `file` part found in the file by its boundary. The bytes of the
 * model stay on disk; the take-off's worker reads them from there. The folder goes when the
 * request is done (`discard`).
 */

/** Room for the multipart envelope around a file of the largest allowed size. */
const BODY_LIMIT = TAKEOFF_MAX_BYTES + 64 * 1024;
const MAX_PARTS = 8;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

const bad = (message: string) => new AppError('invalid_request', message, [{ path: 'file', message }]);
export const tooLarge = () =>
  new AppError(
    'payload_too_large',
    `The model is larger than ${TAKEOFF_MAX_BYTES / 1024 / 1024} MB, the most a take-off reads.`,
  );

/** The uploaded model: its name, size, SHA-256 and where its bytes are. */
export interface UploadedModel {
  fileName: string;
  sizeBytes: number;
  sha256: string;
  path: string;
  offset: number;
  length: number;
  discard: () => Promise<void>;
}

/** The boundary of a multipart/form-data content type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const [type, ...params] = (contentType ?? '').split(';').map((p) => p.trim());
  if (type?.toLowerCase() !== 'multipart/form-data') return undefined;
  for (const param of params) {
    const match = /^boundary=(?:"([^"]{1,70})"|([^\s";]{1,70}))$/i.exec(param);
    if (match) return match[1] ?? match[2];
  }
  return undefined;
}

/** Writes the body to `path`, noting where each delimiter line (`--boundary`) starts. */
async function writeBody(body: ReadableStream<Uint8Array>, path: string, boundary: string): Promise<number[]> {
  const delimiter = Buffer.from(`--${boundary}`);
  const file = await open(path, 'w');
  const found: number[] = [];
  let written = 0;
  let tail = Buffer.alloc(0);
  try {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      if (written + chunk.length > BODY_LIMIT) throw tooLarge();
      const window = Buffer.concat([tail, chunk]);
      const windowStart = written - tail.length;
      for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + 1)) {
        const position = windowStart + at;
        // A delimiter starts the body or follows a line break (RFC 2046).
        const atLineStart = position === 0 || (at >= 2 && window[at - 2] === 13 && window[at - 1] === 10);
        if (atLineStart && !found.includes(position)) found.push(position);
        if (found.length > MAX_PARTS + 1)
          throw bad(`The upload has more than ${MAX_PARTS} parts: send the model as the one field "file".`);
      }
      await file.write(chunk);
      written += chunk.length;
      tail = window.subarray(Math.max(0, window.length - (delimiter.length + 2)));
    }
  } finally {
    await file.close();
  }
  return found;
}

/** Reads `length` bytes of the file at `position`. */
async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function sha256Of(path: string, start: number, length: number): Promise<string> {
  const hash = createHash('sha256');
  if (length > 0)
    for await (const chunk of createReadStream(path, { start, end: start + length - 1 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The `file` part among the body's parts: its file name and byte range. */
async function filePart(path: string, delimiters: number[], boundary: string) {
  const delimiterLength = boundary.length + 2;
  if (delimiters.length < 2)
    throw bad('The upload is not a complete multipart form: send the model as the field "file".');
  if (delimiters.length > MAX_PARTS + 1)
    throw bad(`The upload has more than ${MAX_PARTS} parts: send the model as the one field "file".`);
  const closing = await readAt(path, (delimiters.at(-1) ?? 0) + delimiterLength, 2);
  if (closing.toString('latin1') !== '--') throw bad('The upload is cut off (its multipart form does not end).');
  for (let i = 0; i + 1 < delimiters.length; i++) {
    const start = (delimiters[i] ?? 0) + delimiterLength + CRLF.length;
    const end = (delimiters[i + 1] ?? 0) - CRLF.length;
    const head = await readAt(path, start, Math.min(8192, Math.max(0, end - start)));
    const headEnd = head.indexOf(HEADERS_END);
    if (headEnd === -1) throw bad('A part of the upload has no headers.');
    const headers = head.subarray(0, headEnd).toString('utf8');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    if (!/(?:^|;)\s*name="file"/i.test(disposition)) continue;
    const fileName = /filename\*?="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const offset = start + headEnd + HEADERS_END.length;
    return { fileName: fileName.split(/[\\/]/).pop() ?? '', offset, length: end - offset };
  }
  throw bad('The upload has no field "file": send the model as the multipart field "file".');
}

/** Checks the file's name: .ifc is read; .ifczip and anything else are refused, saying why. */
function checkName(fileName: string): void {
  const name = fileName.toLowerCase();
  if (name.endsWith('.ifc')) return;
  if (name.endsWith('.ifczip') || name.endsWith('.zip'))
    throw bad('Compressed models (.ifczip) are not read: unzip the model and upload its .ifc file.');
  if (name.endsWith('.ifcxml')) throw bad('IFC-XML models are not read: export the model as IFC (.ifc, STEP).');
  throw bad(`The file must be an IFC model (.ifc); got “${fileName || 'a file without a name'}”.`);
}

/** Streams the request's body to disk and finds the model in it; a 400 or 413 saying what is wrong. */
export async function receiveModel(request: Request): Promise<UploadedModel> {
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  if (!boundary)
    throw new AppError('unsupported_media_type', 'Send the model as multipart/form-data, in the field "file".');
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > BODY_LIMIT) throw tooLarge();
  if (!request.body) throw bad('The upload is empty: send the model as the multipart field "file".');
  const dir = await mkdtemp(join(tmpdir(), 'embodied-takeoff-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    const path = join(dir, 'upload');
    const delimiters = await writeBody(request.body, path, boundary);
    const part = await filePart(path, delimiters, boundary);
    checkName(part.fileName);
    if (part.length <= 0) throw bad('The model file is empty.');
    if (part.length > TAKEOFF_MAX_BYTES) throw tooLarge();
    const sha256 = await sha256Of(path, part.offset, part.length);
    return { ...part, sizeBytes: part.length, sha256, path, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
