import { HTTPException } from 'hono/http-exception';
import type { ErrorHandler } from 'hono';
import type { Logger } from 'pino';
import { toSeedIssuePath } from '@embodied/contracts';
import { isEngineInputError } from '@embodied/engine';
import { DomainError } from '../lib/domain-error';
import type { AppEnv } from './app-env';
import { AppError, appErrorOf, sendError, validationMessage } from './app-error';

/**
 * The app's one `onError` (app.ts): every error a route, a middleware or a layer below throws
 * becomes the one error shape. The lower layers' refusals (DomainError) and the HTTP layer's own
 * (AppError) keep their message and issues; the engine's input errors become a 400 under the API's
 * field names; Hono's own refusals get the API's wording; anything else is logged and answered 500.
 */
export const errorHandler =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (err, c) => {
    const known = err instanceof DomainError ? appErrorOf(err) : err;
    if (known instanceof AppError) return sendError(c, known.code, known.message, known.issues);
    // The one mapping of the engine's input errors: a 400 listing every field, under the API's names.
    if (isEngineInputError(err)) {
      const issues = err.issues.map((i) => ({ ...i, path: toSeedIssuePath(i.path) }));
      return sendError(c, 'invalid_request', validationMessage(issues), issues);
    }
    if (err instanceof HTTPException) {
      if (err.status === 400) {
        const multipart = /^multipart\//i.test(c.req.header('content-type') ?? '');
        const message = multipart
          ? 'The upload is not a valid multipart/form-data body.'
          : 'The request body is not valid JSON.';
        return sendError(c, 'invalid_request', message, [{ path: '(body)', message }]);
      }
      if (err.status === 413) return sendError(c, 'payload_too_large', 'The request body is too large.');
      // The routes' validators refuse a body of a type the route does not declare; every such route
      // takes JSON (the multipart ones, the avatar's, answer their own 415 naming multipart/form-data).
      if (err.status === 415) {
        const sent = c.req.header('content-type');
        return sendError(
          c,
          'unsupported_media_type',
          `This request takes a JSON body: send it with Content-Type: application/json${sent ? ` (it was sent as ${sent.split(';')[0]!.trim().slice(0, 100)})` : ' (it was sent with no Content-Type)'}.`,
        );
      }
      return sendError(c, err.status === 404 ? 'not_found' : 'invalid_request', err.message);
    }
    logger.error({ err, requestId: c.get('requestId') }, 'unhandled error');
    return sendError(
      c,
      'internal',
      'Something went wrong on our side. Please try again; if it keeps happening, tell us the time it happened.',
    );
  };
