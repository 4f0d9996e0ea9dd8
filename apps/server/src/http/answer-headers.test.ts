import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './answer-headers';

/** What Hono's secureHeaders middleware, with the options the app gave it before, set on an answer. */
async function honoSecureHeaders(secure: boolean, oidcIssuer?: string): Promise<Record<string, string>> {
  const app = new Hono()
    .use(
      '*',
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...(oidcIssuer ? [oidcIssuer] : [])],
          frameAncestors: ["'none'"],
        },
        xFrameOptions: 'DENY',
        referrerPolicy: 'strict-origin-when-cross-origin',
        xContentTypeOptions: 'nosniff',
        strictTransportSecurity: secure ? 'max-age=31536000; includeSubDomains' : false,
        crossOriginEmbedderPolicy: false,
      }),
    )
    .get('/', (c) => c.body(null, 204));
  const res = await app.request('/');
  return Object.fromEntries(res.headers);
}

describe('the security headers every answer carries', () => {
  it.each([
    [false, undefined],
    [true, undefined],
    [true, 'https://id.example.com/realms/builders'],
  ])('are the ones Hono’s secureHeaders set (https %s, sign-in provider %s)', async (secure, issuer) => {
    expect(securityHeaders({ secure, oidcIssuer: issuer })).toEqual(await honoSecureHeaders(secure, issuer));
  });

  it('name the sign-in provider only in form-action, and HSTS only over HTTPS', () => {
    const plain = securityHeaders({ secure: false });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['content-security-policy']).toContain("form-action 'self'; frame-ancestors 'none'");
    const withProvider = securityHeaders({ secure: true, oidcIssuer: 'https://id.example.com' });
    expect(withProvider['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(withProvider['content-security-policy']).toContain("form-action 'self' https://id.example.com;");
  });
});
