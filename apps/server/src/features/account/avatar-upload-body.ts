import { createMiddleware } from 'hono/factory';
import { AVATAR_MESSAGES } from '@embodied/contracts';
import { sendError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The avatar upload takes multipart/form-data only: any other body is a 415 in the error shape,
 * answered from the header alone (first, so that no body reader runs on a body that is not ours).
 */
export const avatarMultipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (mediaType(c.req.header('content-type')) !== 'multipart/form-data') {
    return sendError(c, 'unsupported_media_type', AVATAR_MESSAGES.notMultipart);
  }
  await next();
});

/**
 * The avatar upload's multipart body, parsed here so that a body that does not parse (a broken
 * boundary, a cut-off part) answers a 400 about the upload in the avatar's own words. The parsed
 * form stays in Hono's body cache, where the route's validator takes it from.
 */
export const avatarFormBody = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await c.req.formData();
  } catch {
    return sendError(c, 'invalid_request', AVATAR_MESSAGES.malformedUpload, [
      { path: 'avatar', message: AVATAR_MESSAGES.malformedUpload },
    ]);
  }
  await next();
});
