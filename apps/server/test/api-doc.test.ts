import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@embodied/contracts';
import { LOOKUP_LIST_NAMES } from '@embodied/engine';
import { createTestApp, type TestApp } from './support/test-app';

const API_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api.md');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** "METHOD /path" for every row of the doc's table of OpenAPI paths (`| GET | `/api/x` | ...`). */
function documentedOperations(markdown: string): string[] {
  const start = markdown.indexOf('## Paths in the OpenAPI document');
  expect(start, 'docs/api.md has a "Paths in the OpenAPI document" section').toBeGreaterThan(-1);
  const end = markdown.indexOf('\n## ', start + 3);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

// The document does not depend on the database, so one run on PGlite is enough.
describe('docs/api.md', () => {
  let app: TestApp;
  let served: string[];
  beforeAll(async () => {
    app = await createTestApp('pglite');
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    served = Object.entries(doc.paths).flatMap(([p, ops]) =>
      METHODS.filter((m) => m in ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
  });
  afterAll(async () => app.close());

  it('lists every operation of /api/openapi.json in its table of paths', () => {
    const documented = new Set(documentedOperations(readFileSync(API_DOC, 'utf8')));
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((op) => !documented.has(op))).toEqual([]);
  });

  it('lists no operation the server does not serve', () => {
    const documented = documentedOperations(readFileSync(API_DOC, 'utf8'));
    expect(documented.filter((op) => !served.includes(op))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('names where the OpenAPI document and the reference page are', () => {
    const markdown = readFileSync(API_DOC, 'utf8');
    expect(markdown).toContain('/api/openapi.json');
    expect(markdown).toContain('/api/reference');
  });

  it('serves every operation of the typed client (the contracts\u2019 endpoint table) at its method and path', () => {
    const table = Object.entries(endpoints)
      .filter(([, e]) => !e.path.startsWith('/api/auth/'))
      // The client has one operation for the lookup lists; the server documents one path per list.
      .flatMap(([name, e]) =>
        (e.path.includes('{list}') ? LOOKUP_LIST_NAMES.map((l) => e.path.replace('{list}', l)) : [e.path]).map(
          (p) => [name, `${e.method} ${p}`] as const,
        ),
      );
    expect(table.length).toBeGreaterThan(20);
    expect(table.filter(([, op]) => !served.includes(op))).toEqual([]);
  });
});
