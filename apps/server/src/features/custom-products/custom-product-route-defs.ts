import { createRoute } from '@hono/zod-openapi';
import {
  customProductIdParamSchema,
  customProductInputSchema,
  customProductListSchema,
  customProductSchema,
  endpoints,
  errorBodySchema,
} from '@embodied/contracts';
import { json } from '../../http/json-response';

const errors = {
  401: json(errorBodySchema, 'Not signed in'),
  403: json(
    errorBodySchema,
    'A personal API token on a change (products are recorded by a signed-in person: reason TOKEN_NOT_ALLOWED), or a cookie call without a matching X-XSRF-TOKEN header',
  ),
};
const bad = { 400: json(errorBodySchema, 'Every field that is wrong, each with the rule it breaks') };
const body = { body: { content: { 'application/json': { schema: customProductInputSchema } }, required: true } };

export const listCustomProductsRoute = createRoute({
  tags: ['Custom products'],
  method: 'get',
  path: endpoints.listCustomProducts.path,
  summary: 'My custom products (user-supplied EPDs), by the material they replace',
  responses: { 200: json(customProductListSchema, 'The products, each saying whether its EPD has expired'), ...errors },
});

export const createCustomProductRoute = createRoute({
  tags: ['Custom products'],
  method: 'post',
  path: endpoints.createCustomProduct.path,
  summary: 'Record a product from its EPD, to use instead of a dataset factor',
  request: body,
  responses: { 201: json(customProductSchema, 'The product as recorded'), ...bad, ...errors },
});

export const updateCustomProductRoute = createRoute({
  tags: ['Custom products'],
  method: 'put',
  path: endpoints.updateCustomProduct.path,
  summary: 'Change a product (snapshots that used it keep the values they used)',
  request: { params: customProductIdParamSchema, ...body },
  responses: {
    200: json(customProductSchema, 'The product as changed'),
    ...bad,
    404: json(errorBodySchema, 'No such product of mine'),
    ...errors,
  },
});

export const deleteCustomProductRoute = createRoute({
  tags: ['Custom products'],
  method: 'delete',
  path: endpoints.deleteCustomProduct.path,
  summary: 'Delete a product (snapshots that used it keep their copy)',
  request: { params: customProductIdParamSchema },
  responses: { 204: { description: 'Deleted' }, 404: json(errorBodySchema, 'No such product of mine'), ...errors },
});
