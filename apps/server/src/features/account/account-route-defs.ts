import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  deleteAccountSchema,
  endpoints,
  errorBodySchema,
  updateUserSchema,
  userExportSchema,
  userSchema,
} from '@embodied/contracts';
import { sendError } from '../../http/app-error';
import { avatarFormBody, avatarMultipartOnly } from './avatar-upload-body';
import { json, signedInErrors } from '../../http/json-response';
import { endpointRoute, type RouteDoc, type RouteName } from '../../http/endpoint-route';

/** The avatar upload is the one /api route allowed past the global body limit (app.ts skips it). */
export const AVATAR_PATH = endpoints.uploadAvatar.path;
/** Room for the multipart envelope around a file of the largest allowed size. */
const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

/** An account route: the endpoint table's operation (or download) with the Account tag. */
const accountRoute = <const N extends RouteName, const D extends Omit<RouteDoc, 'tags'>>(name: N, route: D) =>
  endpointRoute(name, { tags: ['Account'], ...route });
const errors = signedInErrors('Cookie call without a matching X-XSRF-TOKEN header');
const invalid = { 400: json(errorBodySchema, 'The request names a field that is wrong, and says why') };

const avatarUploadSchema = z
  .object({
    avatar: z
      .custom<File>((v) => v instanceof File, { message: AVATAR_MESSAGES.missing })
      .meta({
        type: 'string',
        format: 'binary',
        description:
          'A PNG, JPEG or WebP image of at most 2 MB and 40 megapixels, recognised by its content and decoded; it is stored as a 256 × 256 WebP (cropped at the centre, without metadata).',
      }),
  })
  .meta({ id: 'AvatarUpload' });

export const getUser = accountRoute('getUser', {
  summary: 'The signed-in user',
  responses: { 200: json(userSchema, 'The user'), ...errors },
});
export const createUser = accountRoute('createUser', {
  summary: 'Create the product user record (idempotent; the seed’s POST /user with an empty body)',
  request: {
    body: {
      content: { 'application/json': { schema: z.strictObject({}).meta({ id: 'EmptyBody' }) } },
      required: false,
    },
  },
  responses: { 200: json(userSchema, 'It existed already'), 201: json(userSchema, 'Created'), ...invalid, ...errors },
});
export const updateUserRoute = accountRoute('updateUser', {
  summary: 'Change display name, organisation, locale, currency or default dataset',
  request: { body: { content: { 'application/json': { schema: updateUserSchema } }, required: true } },
  responses: { 200: json(userSchema, 'The updated user'), ...invalid, ...errors },
});
export const deleteUser = accountRoute('deleteUser', {
  summary: 'Delete my account and everything that is mine (type the account e-mail in confirm)',
  request: { body: { content: { 'application/json': { schema: deleteAccountSchema } }, required: true } },
  responses: {
    204: { description: 'Deleted; the session cookies are cleared' },
    ...invalid,
    409: json(
      errorBodySchema,
      'Refused: the user is the only owner of an organisation that has other members (make one an owner first)',
    ),
    ...errors,
  },
});
export const uploadAvatarRoute = accountRoute('uploadAvatar', {
  summary: 'Upload or replace my avatar (multipart field "avatar": PNG, JPEG or WebP, at most 2 MB)',
  middleware: [
    avatarMultipartOnly,
    bodyLimit({
      maxSize: AVATAR_BODY_LIMIT,
      onError: (c) =>
        sendError(c, 'invalid_request', AVATAR_MESSAGES.tooLarge, [
          { path: 'avatar', message: AVATAR_MESSAGES.tooLarge },
        ]),
    }),
    avatarFormBody,
  ],
  request: { body: { content: { 'multipart/form-data': { schema: avatarUploadSchema } }, required: true } },
  responses: {
    200: json(userSchema, 'The user, with its new avatar address'),
    ...invalid,
    ...errors,
    415: json(errorBodySchema, 'The body is not multipart/form-data'),
  },
});
const imageContent = Object.fromEntries(
  AVATAR_CONTENT_TYPES.map((t) => [t, { schema: z.string().meta({ type: 'string', format: 'binary' }) }]),
);
export const getAvatar = accountRoute('getAvatar', {
  summary: 'My avatar image',
  description: 'A 256 × 256 WebP; an avatar stored before uploads were re-encoded keeps its PNG or JPEG type.',
  responses: {
    200: { description: 'The image', content: imageContent },
    404: json(errorBodySchema, 'No avatar'),
    ...errors,
  },
});
export const removeAvatarRoute = accountRoute('removeAvatar', {
  summary: 'Remove my avatar',
  responses: {
    200: json(userSchema, 'The user, without an avatar'),
    404: json(errorBodySchema, 'No avatar'),
    ...errors,
  },
});
export const exportUser = accountRoute('exportUser', {
  summary: 'Download all my data as JSON (account, profile, avatar, sessions, snapshots, share links)',
  responses: { 200: json(userExportSchema, 'The data, as an attachment'), ...errors },
});
