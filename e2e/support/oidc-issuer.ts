import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) for third-party sign-in tests. Its development
 * login screen accepts any login; the login is used as the e-mail address, marked verified.
 */
export async function startOidcIssuer(opts: {
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<{ close(): Promise<void> }> {
  const provider = new Provider(opts.issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) =>
      Promise.resolve({
        accountId: id,
        claims: () => Promise.resolve({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
      }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['e2e-oidc-cookie-key-0123456789abcdef'] },
  });
  provider.proxy = false;
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(opts.port, () => resolve(s));
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
