import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

function read(): ReceivedMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail);
}

/** better-auth sends mail in the background, so tests poll the inbox until the message arrives. */
export async function waitForMail(
  to: string,
  subjectIncludes: string,
  { after = 0, timeoutMs = 15_000 } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = read()
      .filter((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subjectIncludes))
      .slice(after);
    if (found[0]) return found[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} with subject containing "${subjectIncludes}" arrived within ${timeoutMs} ms.`);
}

export function countMail(to: string, subjectIncludes: string): number {
  return read().filter((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subjectIncludes)).length;
}

export function linkIn(mail: ReceivedMail): string {
  const match = /(https?:\/\/\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`The e-mail "${mail.subject}" has no link.`);
  return match[1];
}
