import { afterAll, beforeAll, expect, it } from 'vitest';
import { isWholeAnswer } from '../src/http/answer-headers';
import { CALCULATOR_EXAMPLES } from '../src/http/openapi-examples';
import { signUpVerified } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

describeEachDatabase('server basics', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => app.close());

  it('answers health with the database it checked', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers unknown API paths with a JSON 404 in the one error shape', async () => {
    const res = await app.request('/api/nothing-here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'There is no API at POST /api/nothing-here.' },
    });
  });

  it('sends security headers', async () => {
    const res = await app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends a Calculate’s answer made whole: the same headers as every other answer, and no-store', async () => {
    const user = await signUpVerified(app);
    const health = await app.request('/api/health');
    const res = await app.request('/api/project/calculate-footing', {
      method: 'POST',
      headers: user.headers,
      body: JSON.stringify(CALCULATOR_EXAMPLES['POST /api/project/calculate-footing'].value),
    });
    expect(res.status).toBe(200);
    expect(isWholeAnswer(res)).toBe(true);
    const headersOf = (r: Response) =>
      Object.fromEntries([...r.headers].filter(([name]) => !['content-length', 'set-cookie'].includes(name)));
    const { 'x-request-id': id, 'content-type': type, 'cache-control': cache, ...rest } = headersOf(res);
    const { 'x-request-id': healthId, 'content-type': _, 'cache-control': __, ...healthRest } = headersOf(health);
    expect(rest).toEqual(healthRest);
    expect(rest['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe(healthId);
    expect(type).toBe('application/json');
    expect(cache).toBe('no-store');
    expect(((await res.json()) as { snapshot: number }).snapshot).toBeGreaterThan(0);
    // A refusal is not made whole: the headers are added after its handler, as on every answer.
    const refused = await app.request('/api/project/calculate-footing', {
      method: 'POST',
      headers: user.headers,
      body: JSON.stringify({ ...CALCULATOR_EXAMPLES['POST /api/project/calculate-footing'].value, area: -1 }),
    });
    expect(refused.status).toBe(400);
    expect(isWholeAnswer(refused)).toBe(false);
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body larger than the limit with 413', async () => {
    const res = await app.request('/api/project/calculate-footing', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(app.config.bodyLimitBytes + 10) },
      body: 'x'.repeat(app.config.bodyLimitBytes + 10),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('serves the OpenAPI document and a readable reference page', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const page = await app.request('/api/reference');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<code>/api/health</code>');
  });

  it('sets the anti-forgery cookie for the SPA to read', async () => {
    const res = await app.request('/api/health');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('rewrites better-auth errors to the one error shape', async () => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.config.publicUrl },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#pass1' }),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unauthenticated');
    expect(body.error.message).toMatch(/invalid email or password/i);
  });
});
