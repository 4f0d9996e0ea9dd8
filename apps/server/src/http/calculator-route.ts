import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { errorBodySchema } from '@embodied/contracts';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });

/** What every calculator call can answer besides its result. */
const CALCULATOR_ERRORS = {
  400: error('A field is missing or invalid; `issues` names every one.'),
  401: error('Not signed in.'),
  403: error('A cookie-authenticated call without its X-XSRF-TOKEN header.'),
};

/** A calculator's POST: a JSON body in, its JSON result out (200), and the calculators' error answers. */
export function calculatorRoute<const P extends string, Req extends z.ZodType, Res extends z.ZodType>(route: {
  path: P;
  tag: string;
  summary: string;
  description: string;
  body: Req;
  result: Res;
  resultDescription: string;
}) {
  return createRoute({
    method: 'post',
    path: route.path,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    request: { body: { required: true, content: json(route.body) } },
    responses: { 200: { description: route.resultDescription, content: json(route.result) }, ...CALCULATOR_ERRORS },
  });
}
