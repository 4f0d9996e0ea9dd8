import type { Hono } from 'hono';
import type { ErrorCode } from '@embodied/contracts';
import type { Auth } from '../auth/auth';
import type { AppEnv } from '../http/app-env';
import { OIDC_CALLBACK_PATH } from './oidc-callback-path';

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
export function mountAuth(app: Hono<AppEnv>, auth: Auth) {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const response = await auth.handler(withCurrentCallbackPath(c.req.raw));
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
