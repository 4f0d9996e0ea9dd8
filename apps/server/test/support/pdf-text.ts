import { inflateSync } from 'node:zlib';

/** The text a PDF draws: pdf-lib writes each line as a hex string shown with Tj, in Flate-compressed content streams. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      parts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
