/**
 * Edges a client meets (issue #47): every whole number a client can send is bounded by its schema
 * (a number beyond what the database holds, 2147483648 for a snapshot number, is a 400 naming the
 * field, never a 500; the served document is walked for every integer a request can carry); a body
 * of the wrong type is a 415 naming the type the route takes; personal API tokens are made only from
 * a browser's session (never with a session token as a bearer) and die with a password reset; the
 * liveness check is never cached.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD, resetPassword, signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; reason?: string; issues?: Array<{ path: string }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Schema = Record<string, unknown>;

/** Each integer in `schema` (refs followed) without a minimum and a maximum, as a path. */
function unboundedIntegers(
  schema: unknown,
  components: Record<string, Schema>,
  at: string,
  seen = new Set<string>(),
): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/components/schemas/', '');
    if (seen.has(name)) return [];
    return unboundedIntegers(components[name], components, at, new Set([...seen, name]));
  }
  const found: string[] = [];
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer')) {
    const hasMax = typeof s.maximum === 'number' || typeof s.exclusiveMaximum === 'number' || Array.isArray(s.enum);
    const hasMin = typeof s.minimum === 'number' || typeof s.exclusiveMinimum === 'number' || Array.isArray(s.enum);
    if (!hasMax || !hasMin) found.push(at);
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object')
      for (const [name, prop] of Object.entries(value))
        found.push(...unboundedIntegers(prop, components, `${at}.${name}`, seen));
    else if (['items', 'additionalProperties', 'not'].includes(key))
      found.push(...unboundedIntegers(value, components, `${at}[]`, seen));
    else if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(value))
      value.forEach((v) => found.push(...unboundedIntegers(v, components, at, seen)));
  }
  return found;
}

describeEachDatabase('request edges', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  beforeAll(async () => {
    app = await createTestApp(kind);
    me = await signUpVerified(app);
  });
  afterAll(() => app?.close());

  it('every integer a request can carry has a minimum and a maximum in the served document', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Partial<
          Record<
            (typeof METHODS)[number],
            { parameters?: Schema[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }
          >
        >
      >;
      components: { schemas: Record<string, Schema> };
    };
    const unbounded: string[] = [];
    for (const [p, item] of Object.entries(doc.paths))
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        for (const param of op.parameters ?? [])
          unbounded.push(
            ...unboundedIntegers(
              param.schema,
              doc.components.schemas,
              `${method.toUpperCase()} ${p} ${String(param.in)}:${String(param.name)}`,
            ),
          );
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
          unbounded.push(
            ...unboundedIntegers(media.schema, doc.components.schemas, `${method.toUpperCase()} ${p} ${type} body`),
          );
      }
    expect(unbounded).toEqual([]);
  });

  it('refuses a snapshot number past what the database holds with a 400 naming the field', async () => {
    const res = await app.request('/api/snapshots/verify', {
      method: 'POST',
      headers: me.headers,
      body: JSON.stringify({
        number: 2147483648,
        kind: 'footing',
        project: 'p',
        inputs: {},
        outputs: {},
        datasetId: 'au-typical',
        datasetVersion: 'x',
        engineVersion: 'x',
        createdAt: new Date().toISOString(),
        contentHash: 'a'.repeat(64),
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.issues?.map((i) => i.path)).toContain('number');
  });

  it('answers a body of the wrong type with 415 naming the type the route takes', async () => {
    for (const [type, said] of [
      ['text/plain', 'it was sent as text/plain'],
      ['application/x-www-form-urlencoded', 'it was sent as application/x-www-form-urlencoded'],
    ] as const) {
      const res = await app.request('/api/project/calculate-footing', {
        method: 'POST',
        headers: { ...me.headers, 'content-type': type },
        body: '{"project":"p"}',
      });
      expect(res.status, type).toBe(415);
      const { error } = (await res.json()) as ErrorJson;
      expect(error.code).toBe('unsupported_media_type');
      expect(error.message).toContain('Content-Type: application/json');
      expect(error.message).toContain(said);
    }
  });

  it('makes personal API tokens only with the session cookie and its anti-forgery header, never with a session token as a bearer', async () => {
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
      body: JSON.stringify({ email: me.email, password: PASSWORD }),
    });
    const sessionToken = signIn.headers.get('set-auth-token');
    expect(sessionToken).toBeTruthy();
    const bearer = { authorization: `Bearer ${sessionToken}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'from a bearer', scope: 'read', expiresInDays: 30 });
    const viaBearer = await app.request('/api/user/tokens', { method: 'POST', headers: bearer, body });
    expect(viaBearer.status).toBe(403);
    expect(((await viaBearer.json()) as ErrorJson).error).toMatchObject({
      code: 'forbidden',
      reason: 'WEB_SESSION_REQUIRED',
    });
    expect((await app.request('/api/user/tokens', { headers: bearer })).status).toBe(403);
    // The same session token still does the product's work.
    expect((await app.request('/api/snapshots', { headers: bearer })).status).toBe(200);
    // The cookie without the anti-forgery header is refused; with it, the token is made.
    const { 'x-xsrf-token': _xsrf, ...noXsrf } = me.headers;
    expect((await app.request('/api/user/tokens', { method: 'POST', headers: noXsrf, body })).status).toBe(403);
    expect((await app.request('/api/user/tokens', { method: 'POST', headers: me.headers, body })).status).toBe(201);
  });

  it('revokes every personal API token when the password is reset', async () => {
    const owner = await signUpVerified(app);
    const made = await app.request('/api/user/tokens', {
      method: 'POST',
      headers: owner.headers,
      body: JSON.stringify({ name: 'script', scope: 'read', expiresInDays: 30 }),
    });
    const { secret } = (await made.json()) as { secret: string };
    const withToken = { authorization: `Bearer ${secret}` };
    expect((await app.request('/api/snapshots', { headers: withToken })).status).toBe(200);

    const { mail, reset } = await resetPassword(app, owner.email, 'Fresh#Start9');
    expect(mail.text).toContain('revokes your personal API tokens');
    expect(reset.status).toBe(200);
    const after = await app.request('/api/snapshots', { headers: withToken });
    expect(after.status).toBe(401);
    expect(((await after.json()) as ErrorJson).error).toMatchObject({ reason: 'TOKEN_REVOKED' });
  });

  it('never lets a cache keep the liveness check', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
