import type { Hono, HonoRequest } from 'hono';
import type { ErrorCode } from '@embodied/contracts';
import type { Auth } from '../auth/auth';
import type { AppEnv } from '../http/app-env';
import { OIDC_CALLBACK_PATH } from './oidc-callback-path';
import { errorBody } from '../http/app-error';
import type { AccountThrottle, ThrottlePurpose } from './account-throttle';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'invalid_request',
  429: 'rate_limited',
};

/** The auth calls also limited per account (auth/account-throttle.ts). */
const THROTTLED: Record<string, ThrottlePurpose | undefined> = {
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/request-password-reset': 'reset',
};

async function emailOf(req: HonoRequest): Promise<string | undefined> {
  try {
    const body = await req.json<{ email?: unknown }>();
    return typeof body.email === 'string' && body.email.trim() !== '' ? body.email : undefined;
  } catch {
    return undefined;
  }
}

function withCurrentCallbackPath(request: Request): Request {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(OIDC_CALLBACK_PATH)) return request;
  url.pathname = `/api/auth/callback/${url.pathname.slice(OIDC_CALLBACK_PATH.length)}`;
  return new Request(url, request);
}

/**
 * better-auth answers under /api/auth. Its error bodies are rewritten to the product's one error
 * shape (its own code kept as `reason`), and a 429 says when to try again.
 */
export function mountAuth(app: Hono<AppEnv>, auth: Auth, throttle: AccountThrottle) {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const purpose = c.req.method === 'POST' ? THROTTLED[c.req.path] : undefined;
    const email = purpose ? await emailOf(c.req) : undefined;
    if (purpose && email) {
      const wait = await throttle.waitSeconds(purpose, email, c.get('clientAddress'));
      if (wait > 0) {
        c.header('retry-after', String(wait));
        return c.json(
          errorBody(
            'rate_limited',
            `Too many ${purpose === 'sign-in' ? 'sign-in attempts' : 'password reset requests'} for this account. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
          ),
          429,
        );
      }
      if (purpose === 'reset') await throttle.record(purpose, email);
    }
    let request = c.req.raw;
    // The JSON guard has read the body already (Hono keeps the text): hand better-auth a fresh copy.
    if (request.bodyUsed) {
      request = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: await c.req.text(),
      });
    }
    const response = await auth.handler(withCurrentCallbackPath(request));
    if (purpose === 'sign-in' && email) {
      if (response.status === 401) await throttle.record(purpose, email);
      else if (response.ok) await throttle.succeeded(email, c.get('clientAddress'));
    }
    if (response.status < 400) return response;
    let reason: string | undefined;
    let message = response.statusText || 'The request failed.';
    try {
      const body = (await response.clone().json()) as { code?: string; message?: string };
      reason = body.code;
      if (body.message) message = body.message;
    } catch {
      // not JSON: keep the status text
    }
    if (response.status === 429) {
      const retry = Number(response.headers.get('x-retry-after') ?? '60');
      message = `Too many attempts from your address. Please try again in ${retry} second${retry === 1 ? '' : 's'}.`;
      reason = reason ?? 'RATE_LIMITED';
    }
    const headers = new Headers(response.headers);
    if (response.status === 429)
      headers.set('retry-after', String(Number(response.headers.get('x-retry-after') ?? '60')));
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const code = CODE_BY_STATUS[response.status] ?? 'internal';
    if (code === 'internal') message = 'Something went wrong on our side. Please try again.';
    return new Response(JSON.stringify({ error: { code, message, ...(reason ? { reason } : {}) } }), {
      status: response.status,
      headers,
    });
  });
}
