import type { MiddlewareHandler } from 'hono';
import {
  ROLE_LABELS,
  organisationIdParamSchema,
  roleAtLeast,
  workspaceAccessOf,
  SNAPSHOT_NUMBER_MAX,
  type OrganisationRole,
} from '@embodied/contracts';
import type { Db } from '../db/database';
import { identityMemo, type IdentityMemos } from '../db/identity-read-cache';
import { legacySnapshotHome, numberTaken } from '../db/queries/snapshots';
import { activeWorkspaceOf } from '../db/queries/organisations/active-workspace-of';
import { findMembership } from '../db/queries/organisations/find-membership';
import { personalWorkspace, type ResolvedWorkspace } from '../db/queries/organisations/resolved-workspace';
import type { AppEnv } from './app-env';
import { sendError } from './app-error';

const ORGANISATION_PATH = /^\/api\/organisations\/([^/]+)(?:\/|$)/;
const SNAPSHOT_PATH = /^\/api\/snapshots\/(\d{1,10})(?:\/|$)/;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const article = (role: OrganisationRole) => (role === 'admin' || role === 'owner' || role === 'editor' ? 'an' : 'a');

/**
 * Every guarded call's workspace and role check (docs/decisions/018-teams.md), after the session
 * guard. Contracts' WORKSPACE_ACCESS says what each route needs; the workspace is the organisation
 * in the path, the snapshot's own workspace, or the user's active workspace. Not a member: 404 (an
 * organisation's existence is not disclosed); a role too low: 403. The route then reads
 * `c.get('workspace')` and acts only there.
 */
export function workspaceAccess(db: Db, memos: IdentityMemos | null = null): MiddlewareHandler<AppEnv> {
  // A user's active workspace is remembered until a change to an identity table might change it,
  // counted from when the session guard took the request (so on PostgreSQL the guard's catching up
  // serves this check too).
  const actives = identityMemo<Readonly<Awaited<ReturnType<typeof activeWorkspaceOf>>>>(memos);
  const activeOf = (userId: string, arrivedAt: number) =>
    actives.answer(
      userId,
      async () => Object.freeze(await activeWorkspaceOf(db, userId)),
      () => Number.POSITIVE_INFINITY,
      arrivedAt,
    );
  return async (c, next) => {
    if (c.get('workspace')) return next();
    const user = c.get('user');
    const access = workspaceAccessOf(c.req.method, c.req.path);
    if (access === 'account') {
      c.set('workspace', personalWorkspace(user.id));
      return next();
    }
    let workspace: ResolvedWorkspace | undefined;
    let notMember: string;
    const inPath = ORGANISATION_PATH.exec(c.req.path)?.[1];
    const snapshotNumber = SNAPSHOT_PATH.exec(c.req.path)?.[1];
    if (inPath !== undefined) {
      const parsed = organisationIdParamSchema.safeParse({ id: safeDecode(inPath) });
      // An id no organisation can have: the route's own validation answers 400, naming it.
      if (!parsed.success) return next();
      workspace = await findMembership(db, user.id, parsed.data.id);
      notMember = 'There is no such organisation among yours.';
    } else if (c.get('apiTokenId') !== undefined) {
      // A personal API token acts in the workspace chosen when it was made, whatever the browser chose since.
      const organisationId = c.get('tokenOrganisationId') ?? null;
      const { defaultDataset, climateZone } = await activeOf(user.id, c.get('arrivedAt'));
      workspace =
        organisationId === null
          ? { ...personalWorkspace(user.id), defaultDataset, climateZone }
          : await findMembership(db, user.id, organisationId);
      notMember =
        'This API token acts in an organisation you are no longer a member of. Revoke it and create a new one.';
    } else {
      // The active workspace, in one query (this is on every Calculate's path), or from memory.
      const active = await activeOf(user.id, c.get('arrivedAt'));
      const { defaultDataset, climateZone } = active;
      workspace =
        active.organisationId === null
          ? { ...personalWorkspace(user.id), defaultDataset, climateZone }
          : active.role
            ? {
                userId: user.id,
                organisationId: active.organisationId,
                name: active.name ?? '',
                role: active.role,
                defaultDataset,
                climateZone,
              }
            : undefined;
      notMember = `You are no longer a member of “${active.name ?? ''}”. Choose another workspace in the top bar.`;
      // A snapshot's number is its workspace's (decision 023): looked up in the active workspace. A
      // link from before numbers counted within workspaces names a serial, which may be a snapshot of
      // another of the user's workspaces: that one, so old links keep working.
      const number = snapshotNumber === undefined ? NaN : Number(snapshotNumber);
      if (workspace && number <= SNAPSHOT_NUMBER_MAX && !(await numberTaken(db, workspace, number))) {
        const home = await legacySnapshotHome(db, number);
        if (home?.organisationId) {
          workspace = await findMembership(db, user.id, home.organisationId);
          notMember = `There is no snapshot #${number} among your snapshots.`;
        } else if (home?.ownerId === user.id) workspace = personalWorkspace(user.id);
      }
    }
    if (!workspace) return sendError(c, 'not_found', notMember);
    if (!roleAtLeast(workspace.role, access)) {
      return sendError(
        c,
        'forbidden',
        `Your role in “${workspace.name}” is ${ROLE_LABELS[workspace.role].toLowerCase()}: this needs ${article(access)} ${ROLE_LABELS[access].toLowerCase()} or above.`,
      );
    }
    c.set('workspace', workspace);
    return next();
  };
}
