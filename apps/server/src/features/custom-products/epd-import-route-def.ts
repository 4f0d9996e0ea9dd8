import { z } from 'zod';
import {
  EPD_IMPORT_MAX_BYTES,
  endpoints,
  epdImportRequestSchema,
  epdImportResultSchema,
  errorBodySchema,
} from '@embodied/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { json, signedInErrors } from '../../http/json-response';

/** The import's path (app.ts lets it past the global body limit). */
export const EPD_IMPORT_PATH = endpoints.importCustomProducts.path;
/**
 * The import's own body limit, which app.ts applies in place of the global one (before the JSON
 * guard reads the body): an EPD file may be 2 MB, with room for the JSON or multipart around it.
 */
export const EPD_IMPORT_BODY_LIMIT = EPD_IMPORT_MAX_BYTES + 64 * 1024;
export const EPD_IMPORT_TOO_LARGE = `The EPD file is larger than ${EPD_IMPORT_MAX_BYTES / (1024 * 1024)} MB, more than any EPD needs.`;

/** The multipart form of the request: the file as `file`, the other fields as text. */
export const epdImportFormSchema = z
  .object({
    file: z
      .custom<File>((v) => v instanceof File, { message: 'Attach the EPD file as the multipart field "file".' })
      .meta({ type: 'string', format: 'binary', description: 'ILCD+EPD JSON or XML, or openEPD JSON.' }),
    mode: z.string().optional().meta({ description: "'preview' (default) or 'create'." }),
    items: z.string().optional().meta({ description: 'The items, as JSON text (see EpdImportRequest).' }),
  })
  .meta({ id: 'EpdImportUpload' });

export const importCustomProductsRoute = endpointRoute('importCustomProducts', {
  tags: ['Custom products'],
  summary: 'Import products from digital EPDs (ILCD+EPD JSON or XML, openEPD): preview, then create',
  description:
    "Send the file as JSON (`document`: its text) or as multipart/form-data (`file`). With `mode: 'preview'` (the default) nothing is stored: the answer lists each EPD the file holds, as it declares it (per product unit), with the checks (expired, unit that cannot be converted and the quantity it needs, no A1–A3, EN 15804+A1 beside +A2, GWP implausible for the material) and what a product cannot use. With `mode: 'create'` and `items` (which EPD replaces which material, with a density or mass per area where the conversion needs one, and `confirm: true` for flags that ask for it) the products are recorded, all or none.",
  request: {
    body: {
      content: {
        'application/json': { schema: epdImportRequestSchema },
        'multipart/form-data': { schema: epdImportFormSchema },
      },
      // Not `required`: with it, both validators would run on every body; without it, each runs on
      // its own content type, and the route refuses any other (415).
      required: false,
    },
  },
  responses: {
    200: json(epdImportResultSchema, 'The previews; on create, also the new products’ ids'),
    400: json(errorBodySchema, 'The file cannot be read (the issue names where), or an item cannot be recorded'),
    413: json(errorBodySchema, 'The file is larger than 2 MB'),
    415: json(errorBodySchema, 'The body is neither JSON nor multipart/form-data'),
    ...signedInErrors(
      'A personal API token (products are recorded by a signed-in person: reason TOKEN_NOT_ALLOWED), or a cookie call without a matching X-XSRF-TOKEN header',
    ),
  },
});
