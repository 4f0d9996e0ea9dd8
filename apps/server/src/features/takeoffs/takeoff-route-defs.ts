import {
  endpoints,
  errorBodySchema,
  TAKEOFF_MAX_BYTES,
  TAKEOFF_TIME_LIMIT_SECONDS,
  takeoffIdParamSchema,
  takeoffListSchema,
  takeoffMappingsInputSchema,
  takeoffSchema,
} from '@embodied/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { json, signedInErrors } from '../../http/json-response';
import { TAKEOFF_QUEUE_LIMIT } from '../../takeoffs/run-takeoff';

/** The model upload is allowed past the global body limit (app.ts skips it): it has its own. */
export const TAKEOFF_UPLOAD_PATH = endpoints.createTakeoff.path;

const tags = ['Model take-offs'];
const errors = signedInErrors('A cookie call without a matching X-XSRF-TOKEN header, or a role or token scope too low');
const notFound = { 404: json(errorBodySchema, 'No such take-off in this workspace') };

// A plain OpenAPI schema, not zod: the route must not parse the body itself (a zod form schema would
// have the whole body read into memory); the handler streams it to disk (takeoff-upload.ts).
const uploadSchema = {
  type: 'object' as const,
  required: ['file'],
  properties: {
    file: {
      type: 'string' as const,
      format: 'binary',
      description: `An IFC model (.ifc, STEP text; IFC2X3 or IFC4) of at most ${TAKEOFF_MAX_BYTES / 1024 / 1024} MB. Compressed .ifczip models are refused (unzip them first).`,
    },
  },
};

export const listTakeoffsRoute = endpointRoute('listTakeoffs', {
  tags,
  summary: "The workspace's model take-offs, newest first",
  responses: { 200: json(takeoffListSchema, 'Each take-off with its file, provenance and summary'), ...errors },
});

export const createTakeoffRoute = endpointRoute('createTakeoff', {
  tags,
  summary: 'Upload an IFC model and take off its quantities (multipart field "file")',
  description: `The model is streamed to disk and read on a worker thread with web-ifc (at most ${TAKEOFF_TIME_LIMIT_SECONDS} s). Storeys, walls (external and internal, by type and the way they face), windows and doors, slabs and the roof are measured from the model's base quantities where it has them and from its geometry where not; each element says which. A file that is not a readable IFC2X3 or IFC4 model is refused with a 400 saying what is wrong.`,
  request: { body: { content: { 'multipart/form-data': { schema: uploadSchema } }, required: true } },
  responses: {
    201: json(takeoffSchema, 'The take-off, stored in the workspace, with suggested mappings'),
    400: json(errorBodySchema, 'The file is missing, not an IFC model, cut off, of another schema, or cannot be read'),
    413: json(errorBodySchema, `The model is larger than ${TAKEOFF_MAX_BYTES / 1024 / 1024} MB`),
    415: json(errorBodySchema, 'The body is not multipart/form-data'),
    503: json(
      errorBodySchema,
      `The server is reading other models and ${TAKEOFF_QUEUE_LIMIT} more wait already (models are read one at a time); try again in a minute`,
    ),
    ...errors,
  },
});

export const getTakeoffRoute = endpointRoute('getTakeoff', {
  tags,
  summary: 'One take-off, with the mappings of its names to the product’s options',
  request: { params: takeoffIdParamSchema },
  responses: { 200: json(takeoffSchema, 'The take-off'), ...notFound, ...errors },
});

export const updateTakeoffMappingsRoute = endpointRoute('updateTakeoffMappings', {
  tags,
  summary: 'Confirm or change what the model’s names map to (remembered for the workspace)',
  request: {
    params: takeoffIdParamSchema,
    body: { content: { 'application/json': { schema: takeoffMappingsInputSchema } }, required: true },
  },
  responses: {
    200: json(takeoffSchema, 'The take-off with its mappings as they now are'),
    400: json(errorBodySchema, 'A mapping names a kind or option that does not exist'),
    ...notFound,
    ...errors,
  },
});

export const deleteTakeoffRoute = endpointRoute('deleteTakeoff', {
  tags,
  summary: 'Delete a take-off (the workspace keeps its remembered mappings)',
  request: { params: takeoffIdParamSchema },
  responses: { 204: { description: 'Deleted' }, ...notFound, ...errors },
});
