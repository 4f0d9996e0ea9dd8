import type { ZodType } from 'zod';
import {
  downloads,
  endpointPath,
  endpointUrl,
  endpoints,
  errorBodySchema,
  lcaxProjectSchema,
  type CalculateFootingResponse,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointName,
  type EndpointResponse,
  type FieldIssue,
  type LcaxProject,
  type EstimateDwellingRequest,
  type EstimateDwellingResponse,
  type ParetoResponse,
  type SnapshotExport,
} from '@embodied/contracts';

export type { EndpointInput, EndpointName, EndpointResponse, FieldIssue } from '@embodied/contracts';
/** The shapes of the answers and requests, for a caller's own annotations. */
export type {
  CalculateFootingRequest,
  CalculateFootingResponse,
  CalculateWallRequest,
  CalculateWallResponse,
  EstimateDwellingRequest,
  EstimateDwellingResponse,
  LcaxProject,
  ParetoRequest,
  ParetoResponse,
  SnapshotDetail,
  SnapshotExport,
} from '@embodied/contracts';
/** @deprecated The dwelling estimate's request under its former name: use `EstimateDwellingRequest`. */
export type OptimizeRequest = EstimateDwellingRequest;
/** @deprecated The dwelling estimate's answer under its former name: use `EstimateDwellingResponse`. */
export type OptimizeResponse = EstimateDwellingResponse;
/** The calculator pages' placeholder values, for examples and first scripts. */
export { EXAMPLE_FOOTING, EXAMPLE_PROJECT, PLACEHOLDER_HOUSE, STARTING_DWELLING_CHOICES } from '@embodied/contracts';

/**
 * The typed Node client of the Embodied API (Node 20+, global fetch). It is written over the
 * shared contracts' endpoint table: the path, method, input and answer of each call are those
 * the server is built from, every answer is checked with the endpoint's zod schema, and every
 * failure is one `EmbodiedApiError`. It authenticates with a personal API token
 * (`Authorization: Bearer emb_…`): no cookie, no anti-forgery header.
 */
export interface EmbodiedClientOptions {
  /** Where the server is, e.g. `http://localhost:3000` (no trailing `/api`). */
  baseUrl: string;
  /** A personal API token, `emb_…` (profile page → API tokens). */
  token: string;
  /** Give up on a call after this long (default 30 s). */
  timeoutMs?: number;
  /** Another fetch (a test double, a proxy agent); the global one by default. */
  fetch?: typeof fetch;
}

/**
 * What the API answered when a call failed: the one error shape of the server
 * (`{ error: { code, message, issues?, reason? } }`) with the HTTP status. Two codes are the
 * client's own: `network` (no answer; status 0) and `invalid_response` (an answer its contract
 * does not describe; issues name the fields).
 */
export class EmbodiedApiError extends Error {
  override readonly name = 'EmbodiedApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: FieldIssue[] = [],
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** An endpoint's input may be left out when it has no path parameter, query or body. */
type CallArgs<N extends EndpointName> =
  Record<string, never> extends EndpointInput<N> ? [input?: EndpointInput<N>] : [input: EndpointInput<N>];

interface RawInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Refuses an answer of another content type than the download's (an HTML page, say). */
function expectType(response: Response, path: string, type: string): void {
  const got = response.headers.get('content-type') ?? '';
  if (!got.toLowerCase().startsWith(type))
    throw new EmbodiedApiError(
      response.status,
      'invalid_response',
      `${path} answered ${got || 'no content type'}, not ${type}.`,
    );
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EmbodiedApiError(200, 'invalid_response', `${what} answered something other than JSON.`);
  }
}

/** The answer if its schema takes it, else an invalid_response error naming every field that differs. */
function checked<T>(schema: ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new EmbodiedApiError(
    200,
    'invalid_response',
    `The answer of ${what} does not match its contract.`,
    parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(answer)', message: i.message })),
  );
}

export class EmbodiedClient {
  readonly baseUrl: string;
  readonly #token: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor({ baseUrl, token, timeoutMs = DEFAULT_TIMEOUT_MS, fetch: fetchImpl }: EmbodiedClientOptions) {
    if (!token) throw new TypeError('An Embodied API token is required (profile page → API tokens).');
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.#token = token;
    this.#timeoutMs = timeoutMs;
    this.#fetch = fetchImpl ?? globalThis.fetch;
  }

  /**
   * Calls one operation of the endpoint table, e.g. `client.call('calculateFooting', { body })`,
   * and answers what its contract says it answers (checked).
   */
  async call<N extends EndpointName>(name: N, ...[input]: CallArgs<N>): Promise<EndpointResponse<N>> {
    const endpoint: EndpointDefinition = endpoints[name];
    if (endpoint.multipart) throw new TypeError(`${name} takes a multipart body, which this client does not send.`);
    // Through unknown: the union of every operation's input is too large for tsc to compare with RawInput.
    const raw = ((input as unknown) ?? {}) as RawInput;
    const response = await this.#send(
      endpoint.method,
      endpointUrl(endpoint.path, raw.params, raw.query),
      raw.body,
      'application/json',
    );
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        throw new EmbodiedApiError(response.status, 'invalid_response', `${name} answered something other than JSON.`);
      }
    }
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success)
      throw new EmbodiedApiError(
        response.status,
        'invalid_response',
        `The answer of ${name} (${endpoint.method} ${endpoint.path}) does not match its contract.`,
        parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(answer)', message: i.message })),
      );
    return parsed.data as EndpointResponse<N>;
  }

  /** The slab calculator: business as usual against an alternate footing system (saves a snapshot). */
  calculateFooting(body: EndpointInput<'calculateFooting'>['body']): Promise<CalculateFootingResponse> {
    return this.call('calculateFooting', { body });
  }

  /** The dwelling estimate for one set of choices (POST /api/project/optimize; saves a snapshot). */
  estimateDwelling(body: EndpointInput<'estimateDwelling'>['body']): Promise<EstimateDwellingResponse> {
    return this.call('estimateDwelling', { body });
  }

  /**
   * The dwelling estimate under its former name (the operation was `optimizeDwelling` until the
   * estimate and the Pareto search got a name each).
   * @deprecated Use `estimateDwelling`: the same call.
   */
  optimizeDwelling(body: EndpointInput<'estimateDwelling'>['body']): Promise<EstimateDwellingResponse> {
    return this.estimateDwelling(body);
  }

  /** The optimisation: every non-dominated design for carbon and cost (POST /api/project/optimize/pareto). */
  paretoFront(body: EndpointInput<'paretoFront'>['body']): Promise<ParetoResponse> {
    return this.call('paretoFront', { body });
  }

  /** A snapshot as its A4 PDF (GET /api/snapshots/{number}/export.pdf), as bytes. */
  downloadSnapshotPdf(number: number): Promise<Uint8Array> {
    return this.#bytes(endpointPath(downloads.exportSnapshotPdf.path, { number }), 'application/pdf');
  }

  /** A snapshot as CSV (GET /api/snapshots/{number}/export.csv): every input and output field, with units. */
  downloadSnapshotCsv(number: number): Promise<string> {
    return this.#text(endpointPath(downloads.exportSnapshotCsv.path, { number }), 'text/csv');
  }

  /** A snapshot as an Excel workbook (GET /api/snapshots/{number}/export.xlsx), as bytes. */
  downloadSnapshotXlsx(number: number): Promise<Uint8Array> {
    return this.#bytes(endpointPath(downloads.exportSnapshotXlsx.path, { number }), XLSX_TYPE);
  }

  /** A snapshot as an LCAx project (GET /api/snapshots/{number}/export.lcax.json), checked against its schema. */
  async downloadSnapshotLcax(number: number): Promise<LcaxProject> {
    const path = endpointPath(downloads.exportSnapshotLcax.path, { number });
    const text = await this.#text(path, 'application/json');
    return checked(lcaxProjectSchema, parseJson(text, path), path);
  }

  /** A snapshot as JSON with its content hash (GET /api/snapshots/{number}/export.json): POST it to verifySnapshot. */
  downloadSnapshotJson(number: number): Promise<SnapshotExport> {
    return this.call('exportSnapshotJson', { params: { number } });
  }

  /** Every snapshot of the workspace as CSV, one row each (GET /api/snapshots/export.csv). */
  downloadSnapshotsCsv(): Promise<string> {
    return this.#text(downloads.exportSnapshotsCsv.path, 'text/csv');
  }

  /** A project's report (GET /api/snapshots/project-report.pdf?project=…): its latest wall, footing and dwelling snapshots. */
  downloadProjectReportPdf(project: string): Promise<Uint8Array> {
    return this.#bytes(endpointUrl(downloads.exportProjectReportPdf.path, undefined, { project }), 'application/pdf');
  }

  /** A shared snapshot as PDF (GET /api/shared/{token}/export.pdf; public, the share link's token). */
  downloadSharedSnapshotPdf(shareToken: string): Promise<Uint8Array> {
    return this.#bytes(endpointPath(downloads.exportSharedSnapshotPdf.path, { token: shareToken }), 'application/pdf');
  }

  /** A download as bytes, refused unless the server answered the expected content type. */
  async #bytes(path: string, type: string): Promise<Uint8Array> {
    const response = await this.#send('GET', path, undefined, type);
    expectType(response, path, type);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** A download as text (UTF-8), refused unless the server answered the expected content type. */
  async #text(path: string, type: string): Promise<string> {
    const response = await this.#send('GET', path, undefined, type);
    expectType(response, path, type);
    return response.text();
  }

  /** One request with the token; a failed answer becomes an EmbodiedApiError. */
  async #send(method: string, path: string, body: unknown, accept: string): Promise<Response> {
    const headers: Record<string, string> = { accept, authorization: `Bearer ${this.#token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.#fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new EmbodiedApiError(
        0,
        'network',
        timedOut
          ? `${method} ${path}: no answer within ${Math.round(this.#timeoutMs / 1000)} seconds.`
          : `${method} ${path}: could not reach ${this.baseUrl} (${(err as Error).message}).`,
      );
    }
    if (response.ok) return response;
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) {
      const { code, message, issues, reason } = parsed.data.error;
      throw new EmbodiedApiError(response.status, code, message, issues ?? [], reason);
    }
    throw new EmbodiedApiError(response.status, 'internal', `${method} ${path} answered ${response.status}.`);
  }
}

/** `createClient({ baseUrl, token })`: the same as `new EmbodiedClient(...)`. */
export function createClient(options: EmbodiedClientOptions): EmbodiedClient {
  return new EmbodiedClient(options);
}
