import { endpointRoute } from '../../http/endpoint-route';
import {
  customProductIdParamSchema,
  customProductInputSchema,
  customProductListSchema,
  customProductSchema,
  errorBodySchema,
} from '@embodied/contracts';
import { json, signedInErrors } from '../../http/json-response';

const errors = signedInErrors(
  'A personal API token on a change (products are recorded by a signed-in person: reason TOKEN_NOT_ALLOWED), or a cookie call without a matching X-XSRF-TOKEN header',
);
const bad = { 400: json(errorBodySchema, 'Every field that is wrong, each with the rule it breaks') };
const body = { body: { content: { 'application/json': { schema: customProductInputSchema } }, required: true } };

export const listCustomProductsRoute = endpointRoute('listCustomProducts', {
  tags: ['Custom products'],
  summary: 'My custom products (user-supplied EPDs), by the material they replace',
  responses: { 200: json(customProductListSchema, 'The products, each saying whether its EPD has expired'), ...errors },
});

export const createCustomProductRoute = endpointRoute('createCustomProduct', {
  tags: ['Custom products'],
  summary: 'Record a product from its EPD, to use instead of a dataset factor',
  request: body,
  responses: { 201: json(customProductSchema, 'The product as recorded'), ...bad, ...errors },
});

export const updateCustomProductRoute = endpointRoute('updateCustomProduct', {
  tags: ['Custom products'],
  summary: 'Change a product (snapshots that used it keep the values they used)',
  request: { params: customProductIdParamSchema, ...body },
  responses: {
    200: json(customProductSchema, 'The product as changed'),
    ...bad,
    404: json(errorBodySchema, 'No such product of mine'),
    ...errors,
  },
});

export const deleteCustomProductRoute = endpointRoute('deleteCustomProduct', {
  tags: ['Custom products'],
  summary: 'Delete a product (snapshots that used it keep their copy)',
  request: { params: customProductIdParamSchema },
  responses: { 204: { description: 'Deleted' }, 404: json(errorBodySchema, 'No such product of mine'), ...errors },
});
