import { deleteCookie } from 'hono/cookie';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, DELETE_CONFIRM_MESSAGE } from '@embodied/contracts';
import { ensureProfile } from '../../db/queries/ensure-profile';
import { AppError, sendError } from '../../http/app-error';
import type { Router } from '../../http/openapi-app';
import type { FeatureDeps } from '../feature-deps';
import {
  createUser,
  removeAvatarRoute,
  deleteUser,
  exportUser,
  getAvatar,
  getUser,
  uploadAvatarRoute,
  updateUserRoute,
} from './account-route-defs';
import { readAvatar, removeAvatar, saveAvatar } from '../../db/queries/avatars';
import { deleteAccount } from '../../db/queries/delete-account';
import { toStoredAvatar } from './avatar-image';
import { exportAccount } from '../../db/queries/account-export';
import { readUserRecord, updateProfile } from '../../db/queries/users';

export { AVATAR_PATH } from './account-route-defs';

/** The account feature's routes: the user record, avatar, data export and account deletion. */
export function registerAccountRoutes(router: Router, { auth, config, database }: FeatureDeps) {
  const { db } = database;
  const record = (user: Parameters<typeof readUserRecord>[1]) => readUserRecord(db, user, config.defaultDataset);

  router.openapi(getUser, async (c) => c.json(await record(c.get('user')), 200));

  router.openapi(createUser, async (c) => {
    const created = await ensureProfile(db, c.get('user').id);
    return c.json(await record(c.get('user')), created ? 201 : 200);
  });

  router.openapi(updateUserRoute, async (c) => {
    await updateProfile(db, c.get('user').id, c.req.valid('json'));
    return c.json(await record(c.get('user')), 200);
  });

  router.openapi(uploadAvatarRoute, async (c) => {
    const { avatar } = c.req.valid('form');
    const fail = (message: string) => new AppError('invalid_request', message, [{ path: 'avatar', message }]);
    if (avatar.size > AVATAR_MAX_BYTES) throw fail(AVATAR_MESSAGES.tooLarge);
    const image = await toStoredAvatar(new Uint8Array(await avatar.arrayBuffer()));
    if (!image.ok) throw fail(image.message);
    await saveAvatar(db, c.get('user').id, image.contentType, image.bytes);
    return c.json(await record(c.get('user')), 200);
  });

  router.openapi(getAvatar, async (c) => {
    const row = await readAvatar(db, c.get('user').id);
    if (!row) return sendError(c, 'not_found', 'You have no avatar yet.');
    const etag = `"${row.updatedAt.getTime()}"`;
    const headers = { etag, 'cache-control': 'private, no-cache' };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(row.bytes), 200, { ...headers, 'content-type': row.contentType });
  });

  router.openapi(removeAvatarRoute, async (c) => {
    if (!(await removeAvatar(db, c.get('user').id)))
      return sendError(c, 'not_found', 'You have no avatar to remove.') as never;
    return c.json(await record(c.get('user')), 200);
  });

  router.openapi(exportUser, async (c) => {
    const data = await exportAccount(db, c.get('user').id, new Date());
    c.header('content-disposition', `attachment; filename="embodied-my-data-${data.exportedAt.slice(0, 10)}.json"`);
    c.header('cache-control', 'no-store');
    return c.json(data, 200);
  });

  router.openapi(deleteUser, async (c) => {
    const user = c.get('user');
    const { confirm } = c.req.valid('json');
    if (confirm.toLowerCase() !== user.email.toLowerCase()) {
      return sendError(c, 'invalid_request', DELETE_CONFIRM_MESSAGE, [
        { path: 'confirm', message: DELETE_CONFIRM_MESSAGE },
      ]);
    }
    await deleteAccount(db, user.id);
    const { authCookies } = await auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
      deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure });
    }
    return c.body(null, 204);
  });
}
