import {
  endpointRoutes,
  endpointUrl,
  endpoints,
  type EndpointInput,
  type EndpointRoute,
  type EndpointName,
  type EndpointResponse,
  type ErrorBody,
} from '@embodied/contracts';
import { AUTH_API_PREFIX } from '../config/paths';
import { ApiError } from './api-error';
import { inFlight } from './in-flight';
import { isOffline, OFFLINE_MESSAGE } from './online';

export { ApiError, toApiError } from './api-error';

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

export interface CallOptions {
  /** Skip the in-flight counter (background work that should not cover the page). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** Give up after this long (default REQUEST_TIMEOUT_MS): a hung request never spins forever. */
  timeoutMs?: number;
}

/** How long a call waits for the server before it gives up and says so. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Failures a second try may cure (no answer, or no connection): the page offers "Try again". */
export const isRetryable = (err: ApiError | null | undefined): boolean =>
  err?.code === 'timeout' || err?.code === 'network' || err?.code === 'offline';

/** An endpoint's input is optional when it has no path parameter, query or body to give. */
type CallArgs<N extends EndpointName> =
  Record<string, never> extends EndpointInput<N>
    ? [input?: EndpointInput<N>, options?: CallOptions]
    : [input: EndpointInput<N>, options?: CallOptions];

interface RawInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/**
 * Every call to our API goes through here: same-origin cookies, the anti-forgery header on
 * state-changing calls, the in-flight count, and one error type. Nothing is swallowed.
 */
async function send(
  endpoint: EndpointRoute,
  input: RawInput,
  { quiet, signal, timeoutMs = REQUEST_TIMEOUT_MS }: CallOptions,
): Promise<unknown> {
  const { method } = endpoint;
  // Offline, nothing is sent, and nothing is kept to send later: the user chooses when to try again.
  if (isOffline()) throw new ApiError(0, 'offline', OFFLINE_MESSAGE);
  const path = endpointUrl(endpoint.path, input.params, input.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (input.body instanceof FormData) payload = input.body;
  else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body);
  }
  if (method !== 'GET') {
    const token = readCookie('XSRF-TOKEN');
    if (token) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
  }
  if (!quiet) inFlight.start();
  // A timer, not AbortSignal.timeout: the same clock the rest of the page runs on (and tests can move).
  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, timeoutMs);
  const abort = () => deadline.abort();
  signal?.addEventListener('abort', abort);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: deadline.signal,
    });
    text = await response.text();
  } catch (err) {
    if (timedOut) {
      const seconds = Math.round(timeoutMs / 1000);
      throw new ApiError(
        0,
        'timeout',
        `The server did not answer within ${seconds} seconds. Check your connection, then try again.`,
      );
    }
    if ((err as Error).name === 'AbortError') throw err;
    if (isOffline()) throw new ApiError(0, 'offline', OFFLINE_MESSAGE);
    throw new ApiError(0, 'network', 'We could not reach the server. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
    if (!quiet) inFlight.end();
  }
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
    if (response.status === 401 && !endpoint.path.startsWith(AUTH_API_PREFIX)) onUnauthenticated?.();
    throw new ApiError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? `The server answered ${response.status}. Please try again.`,
      error?.issues ?? [],
      error?.reason,
    );
  }
  return data;
}

/**
 * In development builds every answer is checked against its contract, and a mismatch is logged
 * (the dev-console browser test fails on it). Production builds trust the server, which answers
 * from the same contracts: they send by `endpointRoutes` (the table without its schemas), and this,
 * the one reader of the schemas, is left out of them with the schemas and zod (docs/benchmarks.md).
 */
function checkAnswer(name: EndpointName, data: unknown): void {
  const endpoint = endpoints[name];
  const result = endpoint.response.safeParse(data);
  if (!result.success)
    console.warn(
      `The answer of ${name} (${endpoint.method} ${endpoint.path}) does not match its contract:`,
      result.error.issues,
    );
}

export const api = {
  /**
   * Calls one operation of the endpoint table, e.g. `api.call('calculateFooting', { body })`: its
   * path, method, input and answer are typed by the contract.
   */
  async call<N extends EndpointName>(name: N, ...[input, options = {}]: CallArgs<N>): Promise<EndpointResponse<N>> {
    const route: EndpointRoute = endpointRoutes[name];
    // Through unknown: the union of every operation's input is too large for tsc to compare with RawInput.
    const raw = ((input as unknown) ?? {}) as RawInput;
    const data = await send(route, raw, options);
    if (import.meta.env.DEV) checkAnswer(name, data);
    // The one place an answer gets its type: the contract the server answers with, checked above in development.
    return data as EndpointResponse<N>;
  },
};
