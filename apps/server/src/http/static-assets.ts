import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { createStreamBody } from '@hono/node-server/utils/stream';
import { getMimeType } from 'hono/utils/mime';

/**
 * The built SPA (apps/web/dist), served the way a CDN would: the build's precompressed copies
 * (`.br`, `.gz`, written by apps/web/vite.config.ts) when the request's Accept-Encoding allows them,
 * hashed files under /assets/ cached for a year, everything else revalidated, and index.html for
 * every other path (the SPA's routes), or a signed-in page's first paint (below). See
 * docs/decisions/015-static-assets-and-startup.md and 021-first-paint.md.
 */

/** The encodings the build writes, in the order preferred at equal weight. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];

/** Files worth compressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Hashed build output: its name changes whenever its content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, the logo, images): cached, but asked about again before each use. */
export const REVALIDATE = 'no-cache';

/**
 * The encoding to send for an Accept-Encoding header, among `available`: the highest q-value wins,
 * br before gzip at equal weight; `*` stands for any coding not named; undefined means identity.
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().split(';');
    const name = token?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(q) ? q : 0);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const { name } of ENCODINGS) {
    if (!available.includes(name)) continue;
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=` range against a size; undefined when the header is to be ignored (several ranges, bad syntax). */
export function parseRange(header: string, size: number): ByteRange {
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const [, first = '', last = ''] = m;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

const etagOf = (stats: Stats, encoding?: Encoding) =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const weakless = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || weakless(t) === weakless(etag));
}

function statFile(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The file under `root` that a URL path names, or undefined (outside root, a dotfile, not decodable). */
function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  // Dot segments ('..') and dotfiles (the build stamp) are never served.
  if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return undefined;
  const file = path.join(root, ...segments);
  return file.startsWith(root + path.sep) ? file : undefined;
}

interface Representation {
  status: number;
  headers: Record<string, string>;
  /** Bytes in memory, or a part of a file on disk. */
  body?: Uint8Array | { file: string; start: number; end: number };
}

function toResponse(method: string, rep: Representation): Response {
  const { body } = rep;
  let payload: ConstructorParameters<typeof Response>[0] = null;
  if (method !== 'HEAD' && body) {
    payload =
      body instanceof Uint8Array
        ? (body as Uint8Array<ArrayBuffer>)
        : (createStreamBody(createReadStream(body.file, { start: body.start, end: body.end })) as ReadableStream);
  }
  return new Response(payload, { status: rep.status, headers: rep.headers });
}

/**
 * An HTML page of the SPA held in memory with its compressed copies: index.html, the answer to `/`
 * and every route of the SPA, or a page's first paint. Which one a route gets depends on the
 * request's cookies, so caches keep them apart (`Vary: Cookie`).
 */
function inMemoryPage(file: string) {
  const html = readFileSync(file);
  const bytes = new Uint8Array(html);
  // The build's compressed copies (apps/web/vite.config.ts) when they are there and not older than
  // the page; else compressed here (a page written by hand, or a build from before they existed).
  const copy = (suffix: string, compress: () => Buffer) => {
    const copyStats = statFile(`${file}${suffix}`);
    const fresh = copyStats && copyStats.mtimeMs >= statSync(file).mtimeMs;
    return new Uint8Array(fresh ? readFileSync(`${file}${suffix}`) : compress());
  };
  const variants: Record<Encoding, Uint8Array> = {
    br: copy('.br', () =>
      brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
    ),
    gzip: copy('.gz', () => gzipSync(html, { level: 9 })),
  };
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}`;
  return (req: Request): Response => {
    const encoding = chooseEncoding(req.headers.get('accept-encoding'));
    const body = encoding ? variants[encoding] : bytes;
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': REVALIDATE,
      vary: 'Accept-Encoding, Cookie',
      etag: `${etag}${encoding ? `-${encoding}` : ''}"`,
    };
    if (encoding) headers['content-encoding'] = encoding;
    const ifNoneMatch = req.headers.get('if-none-match');
    if (ifNoneMatch && matchesEtag(ifNoneMatch, headers.etag!)) return toResponse(req.method, { status: 304, headers });
    headers['content-length'] = String(body.byteLength);
    return toResponse(req.method, { status: 200, headers, body });
  };
}

function serveFile(req: Request, file: string, stats: Stats, immutable: boolean): Response {
  const headers: Record<string, string> = {
    'content-type': getMimeType(file) ?? 'application/octet-stream',
    'cache-control': immutable ? IMMUTABLE : REVALIDATE,
    'accept-ranges': 'bytes',
    'last-modified': stats.mtime.toUTCString(),
  };
  const compressible = COMPRESSIBLE.test(file);
  if (compressible) headers.vary = 'Accept-Encoding';

  // A range is a part of the identity representation (the file as it is); If-Range that names
  // another representation or version asks for the whole answer instead.
  const range = req.method === 'GET' ? req.headers.get('range') : null;
  const ifRange = req.headers.get('if-range');
  const identityEtag = etagOf(stats);
  if (range && (!ifRange || ifRange.trim() === identityEtag || ifRange.trim() === headers['last-modified'])) {
    const r = parseRange(range, stats.size);
    if (r === 'unsatisfiable') {
      return toResponse(req.method, {
        status: 416,
        headers: { ...headers, 'content-range': `bytes */${stats.size}`, etag: identityEtag },
      });
    }
    if (r) {
      headers.etag = identityEtag;
      headers['content-range'] = `bytes ${r.start}-${r.end}/${stats.size}`;
      headers['content-length'] = String(r.end - r.start + 1);
      return toResponse(req.method, { status: 206, headers, body: { file, ...r } });
    }
  }

  let sendFile = file;
  let sendStats = stats;
  let encoding: Encoding | undefined;
  if (compressible) {
    // Only copies at least as new as the file (a copy left from an older build is not it).
    const available = ENCODINGS.filter(({ suffix }) => {
      const s = statFile(file + suffix);
      return s !== undefined && s.mtimeMs >= stats.mtimeMs;
    }).map((e) => e.name);
    encoding = chooseEncoding(req.headers.get('accept-encoding'), available);
    if (encoding) {
      const suffix = ENCODINGS.find((e) => e.name === encoding)!.suffix;
      const s = statFile(file + suffix);
      if (s) {
        sendFile = file + suffix;
        sendStats = s;
        headers['content-encoding'] = encoding;
      } else encoding = undefined; // removed between the two looks: send the file itself
    }
  }
  headers.etag = etagOf(stats, encoding);

  const ifNoneMatch = req.headers.get('if-none-match');
  const ifModifiedSince = req.headers.get('if-modified-since');
  const notModified = ifNoneMatch
    ? matchesEtag(ifNoneMatch, headers.etag)
    : ifModifiedSince !== null && Math.floor(stats.mtimeMs / 1000) * 1000 <= Date.parse(ifModifiedSince);
  if (notModified) {
    delete headers['accept-ranges'];
    return toResponse(req.method, { status: 304, headers });
  }
  headers['content-length'] = String(sendStats.size);
  return toResponse(req.method, {
    status: 200,
    headers,
    body: { file: sendFile, start: 0, end: Math.max(sendStats.size - 1, 0) },
  });
}

/** Where the build puts the first paints, with `routes.json` naming each address's file (apps/web/vite.config.ts). */
export const FIRST_PAINT_DIR = 'first-paint';

/** A first paint for each address that has one, as an answer to a GET or HEAD. */
type FirstPaints = Map<string, (req: Request) => Response>;

/**
 * The first paints the build wrote under `rootDir` (apps/web/src/app/first-paint.tsx), by address:
 * index.html with the page's frame and heading in place of the loading shell; a page's signed-in
 * one, for a browser with a session, and a public page's signed-out one, for a browser without.
 * `routes.json` names the files (`{ signedIn: { path: file }, signedOut: { … } }`, apps/web/
 * vite.config.ts). None when the build has none; a listed file that is missing, or a list of
 * another shape, is an incomplete or older build, and fails.
 */
function loadFirstPaints(rootDir: string): { signedIn: FirstPaints; signedOut: FirstPaints } {
  const pages = { signedIn: new Map(), signedOut: new Map() } satisfies Record<string, FirstPaints>;
  const routesFile = path.join(rootDir, FIRST_PAINT_DIR, 'routes.json');
  if (!existsSync(routesFile)) return pages;
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as Partial<Record<keyof typeof pages, unknown>>;
  for (const which of ['signedIn', 'signedOut'] as const) {
    const listed = routes[which];
    if (typeof listed !== 'object' || listed === null)
      throw new Error(`${routesFile} has no "${which}" list of first paints: build the web app again (npm run build).`);
    for (const [route, file] of Object.entries(listed as Record<string, string>)) {
      pages[which].set(route, inMemoryPage(path.join(rootDir, FIRST_PAINT_DIR, path.basename(file))));
    }
  }
  return pages;
}

/** Whether the Cookie header carries a non-empty cookie of one of `names`. */
function hasCookie(cookieHeader: string | null, names: readonly string[]): boolean {
  if (!cookieHeader || names.length === 0) return false;
  return cookieHeader.split(';').some((pair) => {
    const eq = pair.indexOf('=');
    return eq > 0 && names.includes(pair.slice(0, eq).trim()) && pair.slice(eq + 1).trim() !== '';
  });
}

export interface WebAppOptions {
  /**
   * The session cookie's names. A request for a page with a first paint that carries one gets the
   * page's signed-in first paint; without one it gets the page's signed-out first paint if it is a
   * public page, and otherwise index.html's loading shell (a signed-out visitor is sent to the
   * sign-in page, and should not see a signed-in page's frame on the way).
   */
  sessionCookieNames?: readonly string[];
}

/**
 * The answer to a GET or HEAD for the web app under `root`, or undefined when `root` holds no
 * built app (index.html and the first paints are read once, here: a running server keeps serving
 * the build it started with, whose hashed chunks a later build leaves in place).
 */
export function createWebAppHandler(
  root: string,
  { sessionCookieNames = [] }: WebAppOptions = {},
): ((req: Request) => Response) | undefined {
  const rootDir = path.resolve(root);
  const indexFile = path.join(rootDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const index = inMemoryPage(indexFile);
  const firstPaints = loadFirstPaints(rootDir);
  return (req) => {
    const urlPath = new URL(req.url).pathname;
    const assets = urlPath.startsWith('/assets/');
    const file = urlPath === '/index.html' ? undefined : resolveFile(rootDir, urlPath);
    const stats = file ? statFile(file) : undefined;
    if (file && stats) return serveFile(req, file, stats, assets);
    // A build file that does not exist is a 404 (an old page asking for a replaced chunk), not the SPA.
    if (assets) {
      return new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const route = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const signedIn = hasCookie(req.headers.get('cookie'), sessionCookieNames);
    const firstPaint = (signedIn ? firstPaints.signedIn : firstPaints.signedOut).get(route);
    return (firstPaint ?? index)(req);
  };
}
