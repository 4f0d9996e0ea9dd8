/**
 * The built web app as the server serves it (src/http/static-assets.ts): the build's precompressed
 * copies chosen by Accept-Encoding, the original's Content-Type, `Vary`, a Content-Length that is the
 * bytes sent, a year's caching for hashed assets and none for index.html, HEAD, ranges and
 * revalidation, and a signed-in page's first paint for a request with a session cookie. Nothing is
 * built: a temporary dist folder holds known files and their copies.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { openTestPglite } from './support/pglite-template';
import { chooseEncoding, parseRange } from '../src/http/static-assets';
import { createMailer } from '../src/mail/mailer';

const INDEX = `<!doctype html><html lang="en-AU"><head><title>Embodied</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const APP_JS = `export const greeting = 'hello';\n${'console.log("a line of the application chunk");\n'.repeat(400)}`;
const STYLE_CSS = `${'.button { color: #1b5e20; padding: 4px 8px; }\n'.repeat(200)}`;
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`;
/** The slab page's first paint, as the build writes it (apps/web/vite.config.ts). */
const SLAB_FIRST_PAINT = INDEX.replace(
  '<title>Embodied</title>',
  '<title>Foundation Data Entry Page · Embodied</title>',
).replace('<div id="root"></div>', '<div id="root"><h2>Foundation System</h2></div>');
/** Its brotli copy as the build might have written it (at another quality than the server's own). */
const SLAB_FIRST_PAINT_BR = brotliCompressSync(SLAB_FIRST_PAINT, {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 },
});
/** The methodology page's two first paints: it is public (a visitor without a session gets the second). */
const METHODOLOGY_FIRST_PAINT = INDEX.replace('<div id="root"></div>', '<div id="root"><h2>Methodology</h2></div>');
const METHODOLOGY_SIGNED_OUT = METHODOLOGY_FIRST_PAINT.replace('</h2>', '</h2><a href="/login">Sign in</a>');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

const JS_PATH = '/assets/index-abc123.js';
const CSS_PATH = '/assets/style-def456.css';

const decode: Record<string, (b: Buffer) => Buffer> = {
  br: (b) => brotliDecompressSync(b),
  gzip: (b) => gunzipSync(b),
};

describe('static assets: precompressed, cached, ranged', () => {
  let dir: string;
  let database: Database;
  let request: (p: string, init?: RequestInit) => Promise<Response>;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'embodied-static-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const write = (rel: string, data: string | Buffer) => writeFileSync(path.join(dist, rel), data);
    write('index.html', INDEX);
    write('assets/index-abc123.js', APP_JS);
    write('assets/index-abc123.js.br', brotliCompressSync(APP_JS));
    write('assets/index-abc123.js.gz', gzipSync(APP_JS));
    // Only a gzip copy: br is asked for, gzip is sent.
    write('assets/style-def456.css', STYLE_CSS);
    write('assets/style-def456.css.gz', gzipSync(STYLE_CSS));
    write('assets/chart-000111.png', PNG);
    write('logo.svg', LOGO_SVG);
    write('logo.svg.br', brotliCompressSync(LOGO_SVG));
    // A copy older than its file (left from an earlier build) is never sent.
    write('assets/stale-999.js', APP_JS.replace('hello', 'new'));
    write('assets/stale-999.js.br', brotliCompressSync(APP_JS));
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(dist, 'assets/stale-999.js.br'), past, past);
    write('.build-stamp.json', '{"secret":"not served"}');
    mkdirSync(path.join(dist, 'first-paint'));
    write('first-paint/slab.html', SLAB_FIRST_PAINT);
    // The build's compressed copy of a page (apps/web/vite.config.ts) is sent as it is…
    write('first-paint/slab.html.br', SLAB_FIRST_PAINT_BR);
    // …and one older than its page is not: the page is compressed at start-up instead.
    write('index.html.gz', gzipSync('an index.html of an earlier build'));
    utimesSync(path.join(dist, 'index.html.gz'), past, past);
    write('first-paint/methodology.html', METHODOLOGY_FIRST_PAINT);
    write('first-paint/methodology.signed-out.html', METHODOLOGY_SIGNED_OUT);
    write(
      'first-paint/routes.json',
      JSON.stringify({
        signedIn: { '/slab': 'slab.html', '/methodology': 'methodology.html' },
        signedOut: { '/methodology': 'methodology.signed-out.html' },
      }),
    );
    writeFileSync(path.join(dir, 'outside.txt'), 'outside the dist folder');

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
    });
    // The static files never touch the database; the app needs one, PGlite in memory is enough
    // (support/test-app.ts builds its app without a web folder, so this one is built here).
    database = await openTestPglite();
    const logger = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: path.join(dir, 'o'), logger });
    const { app } = createApp({ config, database, mailer, logger, webDist: dist });
    request = async (p, init) => app.request(`${config.publicUrl}${p}`, init);
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => request(p, { method, headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
    ['gzip', 'br;q=0, gzip'],
    ['gzip', 'br;q=0.5, gzip;q=0.8'],
    ['br', '*'],
    ['br', 'gzip;q=1, br;q=1'],
  ])('sends the %s copy of a hashed script for Accept-Encoding: %s', async (encoding, accept) => {
    const res = await get(JS_PATH, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(APP_JS.length / 5);
    expect(decode[encoding]!(body).toString('utf8')).toBe(APP_JS);
    // Public and immutable: no cookie rides on it (a shared cache would refuse it or keep the cookie).
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it.each([[undefined], ['identity'], ['deflate'], ['br;q=0, gzip;q=0'], ['']])(
    'sends the file itself, still with Vary, for Accept-Encoding: %s',
    async (accept) => {
      const res = await get(JS_PATH, accept === undefined ? {} : { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(APP_JS)));
      expect((await bytes(res)).toString('utf8')).toBe(APP_JS);
    },
  );

  it('falls back to the copy that exists (gzip when only gzip was written)', async () => {
    const res = await get(CSS_PATH, { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(gunzipSync(body).toString('utf8')).toBe(STYLE_CSS);
  });

  it('never sends a copy older than its file', async () => {
    const res = await get('/assets/stale-999.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytes(res)).toString('utf8')).toContain("'new'");
  });

  it("sends a page's compressed copy from the build when it is not older than the page, else compresses the page", async () => {
    const cookie = 'better-auth.session_token=abc.def';
    const paint = await get('/slab', { 'accept-encoding': 'br', cookie });
    expect(await bytes(paint)).toEqual(SLAB_FIRST_PAINT_BR);
    const index = await get('/', { 'accept-encoding': 'gzip' });
    expect(index.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(index)).toString('utf8')).toBe(INDEX);
  });

  it('sends images as they are, without Vary', async () => {
    const res = await get('/assets/chart-000111.png', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(await bytes(res), PNG)).toBe(0);
  });

  it('revalidates files outside /assets/ (not hashed) and compresses them too', async () => {
    const res = await get('/logo.svg', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toBe(LOGO_SVG);
    const etag = res.headers.get('etag')!;
    const again = await get('/logo.svg', { 'accept-encoding': 'gzip, br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another encoding is another representation: its tag differs, so it is sent in full.
    const identity = await get('/logo.svg', { 'accept-encoding': 'identity', 'if-none-match': etag });
    expect(identity.status).toBe(200);
    expect(await identity.text()).toBe(LOGO_SVG);
  });

  it.each(['/', '/index.html', '/slab', '/snapshots/12?x=1'])(
    'answers %s with index.html, compressed, never cached without asking',
    async (p) => {
      const res = await get(p, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(res.headers.get('content-encoding')).toBe('br');
      const body = await bytes(res);
      expect(res.headers.get('content-length')).toBe(String(body.length));
      expect(brotliDecompressSync(body).toString('utf8')).toBe(INDEX);
      // The security headers of every answer are still there, and the page gives the SPA its anti-forgery cookie.
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);

      const plain = await get(p, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(await bytes(plain)).toString('utf8')).toBe(INDEX);
      const none = await get(p);
      expect(none.headers.get('content-encoding')).toBeNull();
      expect(await none.text()).toBe(INDEX);

      const cached = await get(p, { 'accept-encoding': 'gzip, br', 'if-none-match': res.headers.get('etag')! });
      expect(cached.status).toBe(304);
    },
  );

  it.each([
    ['better-auth.session_token=abc.def'],
    ['theme=x; __Secure-better-auth.session_token=abc.def; XSRF-TOKEN=y'],
  ])('answers a page with a first paint with it when the request carries a session cookie (%s)', async (cookie) => {
    for (const p of ['/slab', '/slab/', '/slab?from=3']) {
      const res = await get(p, { 'accept-encoding': 'br', cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toBe(SLAB_FIRST_PAINT);
      const none = await get(p, { cookie });
      expect(await none.text()).toBe(SLAB_FIRST_PAINT);
    }
    // Its own tag: a cached index.html is not taken for it, nor it for index.html.
    const paint = await get('/slab', { 'accept-encoding': 'br', cookie });
    const index = await get('/slab', { 'accept-encoding': 'br' });
    expect(paint.headers.get('etag')).not.toBe(index.headers.get('etag'));
    const again = await get('/slab', { 'accept-encoding': 'br', cookie, 'if-none-match': paint.headers.get('etag')! });
    expect(again.status).toBe(304);
    const other = await get('/slab', { 'accept-encoding': 'br', 'if-none-match': paint.headers.get('etag')! });
    expect(other.status).toBe(200);
  });

  it.each([
    ['no cookie', '/slab', undefined],
    ['other cookies only', '/slab', 'XSRF-TOKEN=y; theme=dark'],
    ['an empty session cookie', '/slab', 'better-auth.session_token='],
    ['a cookie whose name only ends like it', '/slab', 'x-better-auth.session_token=abc'],
    ['a page without a first paint', '/snapshots/12', 'better-auth.session_token=abc'],
    ['an address under the page', '/slab/more', 'better-auth.session_token=abc'],
  ])('answers index.html, not the first paint, for %s', async (_case, p, cookie) => {
    const res = await get(p, cookie === undefined ? {} : { cookie });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it('answers a public page with its signed-out first paint without a session, and its signed-in one with', async () => {
    for (const cookie of [undefined, 'XSRF-TOKEN=y', 'better-auth.session_token=']) {
      const res = await get('/methodology', { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(brotliDecompressSync(await bytes(res)).toString('utf8'), String(cookie)).toBe(METHODOLOGY_SIGNED_OUT);
    }
    const signedIn = await get('/methodology/', { cookie: 'better-auth.session_token=abc' });
    expect(await signedIn.text()).toBe(METHODOLOGY_FIRST_PAINT);
    // Each its own tag: a browser that signs in does not keep the visitor's page from its cache.
    const visitor = await get('/methodology');
    const member = await get('/methodology', { cookie: 'better-auth.session_token=abc' });
    expect(visitor.headers.get('etag')).not.toBe(member.headers.get('etag'));
    const revalidated = await get('/methodology', {
      cookie: 'better-auth.session_token=abc',
      'if-none-match': visitor.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(200);
  });

  it('answers 404 (not the SPA) for a build file that does not exist', async () => {
    const res = await get('/assets/index-gone999.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('never serves dotfiles or anything outside the dist folder', async () => {
    for (const p of ['/.build-stamp.json', '/assets/../../outside.txt', '/%2e%2e/outside.txt', '/..%2foutside.txt']) {
      const res = await get(p);
      const text = await res.text();
      expect(text, p).not.toContain('not served');
      expect(text, p).not.toContain('outside the dist folder');
    }
  });

  it('leaves the API alone', async () => {
    const res = await get('/api/nothing-here', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const [p, accept] of [
      [JS_PATH, 'br'],
      [JS_PATH, ''],
      ['/', 'gzip'],
    ] as const) {
      const head = await get(p, { 'accept-encoding': accept }, 'HEAD');
      const full = await get(p, { 'accept-encoding': accept });
      expect(head.status).toBe(200);
      for (const h of ['content-type', 'content-encoding', 'content-length', 'vary', 'cache-control', 'etag'])
        expect(head.headers.get(h), `${p} ${h}`).toBe(full.headers.get(h));
      expect((await bytes(head)).length).toBe(0);
    }
  });

  it('serves a range of the file itself (never of a compressed copy)', async () => {
    const res = await get(JS_PATH, { 'accept-encoding': 'br, gzip', range: 'bytes=7-12' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-range')).toBe(`bytes 7-12/${APP_JS.length}`);
    expect(res.headers.get('content-length')).toBe('6');
    expect(await res.text()).toBe(APP_JS.slice(7, 13));

    const suffix = await get(JS_PATH, { range: 'bytes=-5' });
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe(APP_JS.slice(-5));

    const open = await get(JS_PATH, { range: 'bytes=100-' });
    expect(await open.text()).toBe(APP_JS.slice(100));

    const beyond = await get(JS_PATH, { range: `bytes=${APP_JS.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${APP_JS.length}`);

    // Several ranges, or an If-Range naming another version: the whole answer, compressed.
    const wholeAnswers: Array<Record<string, string>> = [
      { range: 'bytes=0-1,5-6' },
      { range: 'bytes=0-1', 'if-range': '"another-version"' },
    ];
    for (const headers of wholeAnswers) {
      const whole = await get(JS_PATH, { 'accept-encoding': 'br', ...headers });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(await bytes(whole)).toString('utf8')).toBe(APP_JS);
    }
    // If-Range with the file's own tag keeps the range.
    const plainTag = (await get(JS_PATH)).headers.get('etag')!;
    const kept = await get(JS_PATH, { range: 'bytes=0-5', 'if-range': plainTag });
    expect(kept.status).toBe(206);
    expect(await kept.text()).toBe(APP_JS.slice(0, 6));
  });

  /** One request over a real socket: the bytes as they travel, nothing decoded on the way. */
  const raw = (method: string, p: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: p, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('on the wire: Content-Length is the compressed bytes sent, HEAD sends none, ranges arrive whole', async () => {
    const br = await raw('GET', JS_PATH, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(APP_JS);

    const head = await raw('HEAD', JS_PATH, { 'accept-encoding': 'gzip, br' });
    expect(head.headers['content-length']).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);

    const index = await raw('GET', '/slab', { 'accept-encoding': 'gzip' });
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(Number(index.headers['content-length'])).toBe(index.body.length);
    expect(gunzipSync(index.body).toString('utf8')).toBe(INDEX);

    const part = await raw('GET', JS_PATH, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body.toString('utf8')).toBe(APP_JS.slice(0, 100));
  });
});

describe('choosing an encoding and a range', () => {
  it('follows q-values, prefers br at equal weight, and only offers what exists', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('GZIP;Q=0.9, BR;Q=0.1')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('reads one bytes= range and ignores what it cannot honour', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=4-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 10)).toBeUndefined();
    expect(parseRange('items=0-1', 10)).toBeUndefined();
    expect(parseRange('bytes=0-1,3-4', 10)).toBeUndefined();
  });
});
