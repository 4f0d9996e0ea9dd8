import type { ErrorBody, FieldIssue } from '@embodied/contracts';
import { inFlight } from './in-flight';

/** A failed API call, carrying the server's one error shape. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly issues: FieldIssue[] = [],
    public readonly reason?: string,
  ) {
    super(message);
  }
}

let onUnauthenticated: (() => void) | undefined;
/** The session layer registers what a 401 does: sign the page out and go to /login. */
export function setUnauthenticatedHandler(handler: (() => void) | undefined) {
  onUnauthenticated = handler;
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Skip the in-flight counter (background work that should not cover the page). */
  quiet?: boolean;
  signal?: AbortSignal;
}

/**
 * Every call to our API goes through here: same-origin cookies, the anti-forgery header on
 * state-changing calls, the in-flight count, and one error type. Nothing is swallowed.
 */
export async function api<T>(path: string, { method = 'GET', body, quiet, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method !== 'GET') {
    const token = readCookie('XSRF-TOKEN');
    if (token) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
  }
  if (!quiet) inFlight.start();
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'We could not reach the server. Check your connection and try again.');
  } finally {
    if (!quiet) inFlight.end();
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    if (response.status === 401 && !path.startsWith('/api/auth/')) onUnauthenticated?.();
    throw new ApiError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? `The server answered ${response.status}. Please try again.`,
      error?.issues ?? [],
      error?.reason,
    );
  }
  return data as T;
}
