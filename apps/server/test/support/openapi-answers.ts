import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { TestApp } from './test-app';

/*
 * Real answers checked against the OpenAPI document the server serves (issue #47): each answer's
 * body against the schema its operation documents for that status and content type, with a real
 * JSON Schema validator (Ajv, draft 2020-12, the dialect of OpenAPI 3.1). OpenAPI's own keywords
 * (`example`, `discriminator`) are annotations, so unknown keywords are allowed; formats are checked,
 * and `binary` (a file's bytes) is any string.
 */

interface Media {
  schema?: unknown;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, Media> }>;
}
export interface ServedDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export interface AnswerValidator {
  /** The problems of `body` as the answer of `method template` with `status`; empty when it validates. */
  problems(method: string, template: string, status: number, body: unknown, contentType?: string): string[];
  /** Every answer checked so far, as `METHOD template status`. */
  readonly checked: Set<string>;
}

export function answerValidator(doc: ServedDocument): AnswerValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { binary: true } });
  ajv.addSchema(doc, 'openapi.json');
  const checked = new Set<string>();
  return {
    checked,
    problems(method, template, status, body, contentType = 'application/json') {
      const op = doc.paths[template]?.[method.toLowerCase()];
      if (!op) return [`${method} ${template} is not in the document`];
      const response = op.responses?.[String(status)];
      if (!response) return [`${method} ${template} documents no ${status} answer`];
      if (!response.content?.[contentType]?.schema)
        return [`${method} ${template} ${status} documents no ${contentType} schema`];
      const pointer = `openapi.json#/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}/content/${escapePointer(contentType)}/schema`;
      const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
      checked.add(`${method.toUpperCase()} ${template} ${status}`);
      if (validate(body)) return [];
      return (validate.errors ?? []).map(
        (e: ErrorObject) => `${e.instancePath || '(answer)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      );
    },
  };
}

/** The document the app serves, as a client fetches it. */
export async function servedDocument(app: TestApp): Promise<ServedDocument> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as ServedDocument;
}
