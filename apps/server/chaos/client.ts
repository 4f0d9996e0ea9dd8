import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
export const PASSWORD = 'Chaos#Carbon2026';

/** Every request gives up after this long: a hung server fails the run instead of hanging it. */
const REQUEST_TIMEOUT_MS = 20_000;

/** A failed request with no HTTP answer at all (refused, reset): what a client of a killed server sees. */
export class NoAnswerError extends Error {}

/**
 * One signed-in browser: a cookie jar (session cookie, anti-forgery cookie) shared by every
 * concurrent client of the run, and the anti-forgery header taken from the cookie the server set.
 */
export class Session {
  private readonly jar = new Map<string, string>();

  constructor(readonly email: string) {}

  private absorb(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
      if (value === '' || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get xsrf(): string | undefined {
    return this.jar.get(XSRF_COOKIE);
  }

  /**
   * A request to one server (`base`). State-changing calls carry the anti-forgery header; a 403 that
   * blames the token is answered by fetching the signed-in user (the server then sets a fresh
   * token) and trying once more: a 403 means the request was refused before it did anything.
   */
  async request(
    base: string,
    pathname: string,
    init: { method?: string; json?: unknown; redirect?: 'follow' | 'manual' } = {},
    retryStaleToken = true,
  ): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { origin: base };
    if (this.jar.size > 0) headers.cookie = this.cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.xsrf) headers[XSRF_HEADER] = this.xsrf;
    let res: Response;
    try {
      res = await fetch(`${base}${pathname}`, {
        method,
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        redirect: init.redirect ?? 'follow',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      if (err instanceof Error && err.name === 'TimeoutError') throw err;
      throw new NoAnswerError(`${method} ${base}${pathname}: no answer (${describe(err)})`);
    }
    this.absorb(res);
    if (res.status === 403 && method !== 'GET' && retryStaleToken) {
      const text = await res.clone().text();
      if (/anti-forgery|xsrf|token/i.test(text)) {
        await this.refreshXsrf(base);
        return this.request(base, pathname, init, false);
      }
    }
    return res;
  }

  /** GET /api/user: the server sets the anti-forgery cookie bound to this session. */
  async refreshXsrf(base: string): Promise<void> {
    const res = await this.request(base, '/api/user');
    if (res.status !== 200) throw new Error(`GET /api/user answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    if (!this.xsrf) throw new Error(`GET /api/user set no ${XSRF_COOKIE} cookie`);
  }
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? err.message;
}

interface OutboxEntry {
  to: string;
  subject: string;
  link?: string;
}

/** The verification link from the development outbox (`<DATA_DIR>/outbox`, what /dev/mailbox lists). */
async function verificationLink(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 200; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.json'));
    } catch {
      // the folder appears with the first mail
    }
    for (const f of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as OutboxEntry;
      if (mail.to === email && /confirm|verif/i.test(mail.subject) && mail.link) return mail.link;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no verification mail for ${email} in ${outbox}`);
}

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

/** Registers over HTTP, follows the verification link from the outbox, signs in, and takes the anti-forgery token. */
export async function registerAndSignIn(base: string, dataDir: string): Promise<Session> {
  const email = `chaos-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const session = new Session(email);
  await expectStatus(
    await session.request(base, '/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: PASSWORD, name: 'Chaos', callbackURL: '/slab' },
    }),
    200,
    'sign-up',
  );
  const link = new URL(await verificationLink(dataDir, email));
  const verified = await session.request(base, `${link.pathname}${link.search}`, { redirect: 'manual' });
  if (verified.status >= 400)
    throw new Error(`verification link answered ${verified.status}: ${await verified.text()}`);
  await verified.arrayBuffer();
  await expectStatus(
    await session.request(base, '/api/auth/sign-in/email', { method: 'POST', json: { email, password: PASSWORD } }),
    200,
    'sign-in',
  );
  await session.refreshXsrf(base);
  return session;
}
