import { epdImportRequestSchema, type FieldIssue } from '@embodied/contracts';
import type { Context } from 'hono';
import { importEpds, type EpdImportInput } from '../../calculations/epd-import';
import { AppError, validationMessage } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import { importCustomProductsRoute } from './epd-import-route-def';

const isMultipart = (c: Context<AppEnv>) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
const isJson = (c: Context<AppEnv>) => /^application\/json/i.test(c.req.header('content-type') ?? '');

function refuse(issues: FieldIssue[]): never {
  throw new AppError('invalid_request', validationMessage(issues), issues);
}

/** The multipart form as the JSON body's fields: the file's text, the mode, the items' JSON. */
interface ImportForm {
  file: File;
  mode?: string;
  items?: string;
}

async function fromForm(form: ImportForm): Promise<EpdImportInput> {
  let items: unknown = [];
  if (form.items !== undefined && form.items.trim() !== '') {
    try {
      items = JSON.parse(form.items);
    } catch {
      refuse([{ path: 'items', message: 'items must be a JSON list of items.' }]);
    }
  }
  const bytes = new Uint8Array(await form.file.arrayBuffer());
  let document: string;
  try {
    document = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse([{ path: 'file', message: 'The file is not text in UTF-8: an EPD file is JSON or XML.' }]);
  }
  const parsed = epdImportRequestSchema.safeParse({ document, mode: form.mode || undefined, items });
  if (!parsed.success)
    refuse(
      parsed.error.issues.map((i) => ({ path: i.path.join('.').replace(/^document$/, 'file'), message: i.message })),
    );
  return parsed.data;
}

/** POST /api/products/import: preview the EPDs of a file, or record them as products. */
export function registerEpdImportRoute(router: Router, { database }: FeatureDeps) {
  router.openapi(importCustomProductsRoute, async (c) => {
    if (!isMultipart(c) && !isJson(c))
      throw new AppError(
        'unsupported_media_type',
        'Send the EPD as JSON (Content-Type: application/json, the file’s text as document) or as multipart/form-data (the file as file).',
      );
    // Both bodies are declared, so each validator's type is the union: the content type says which ran.
    const input = isMultipart(c)
      ? await fromForm(c.req.valid('form') as unknown as ImportForm)
      : (c.req.valid('json') as unknown as EpdImportInput);
    return c.json(await importEpds(database.db, c.get('user').id, input), 200);
  });
}
