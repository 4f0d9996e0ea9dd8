import { and, eq, sql } from 'drizzle-orm';
import type { SessionResult } from '../../http/app-env';
import { session, user } from '../auth-schema';
import type { Db } from '../database';
import { profile } from '../schema';
import { activeWorkspaceColumns, toActiveWorkspace, withActiveWorkspace, type ActiveWorkspace } from './teams';

/**
 * Whether a session better-auth verified a moment ago still holds as it was: its row is still there
 * (not signed out, revoked, or deleted with its account), unexpired, unchanged, and its user's
 * record unchanged (`updated_at`: a new name, address or verification). If it holds, the answer is
 * the user's active workspace, read in the same statement (what the workspace check reads next on
 * every Calculate: queries/teams.ts, activeWorkspaceOf); if not, null. One indexed statement,
 * prepared once per connection. The session guard asks it before it answers a session from memory
 * on PostgreSQL (http/require-session.ts).
 */
export function sessionCheck(db: Db): (found: SessionResult) => Promise<ActiveWorkspace | null> {
  const withProfile = db
    .select({
      expiresAt: session.expiresAt,
      sessionUpdatedAt: session.updatedAt,
      userUpdatedAt: user.updatedAt,
      ...activeWorkspaceColumns,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profile, eq(profile.userId, session.userId))
    .$dynamic();
  const query = withActiveWorkspace(withProfile, session.userId)
    .where(and(eq(session.id, sql.placeholder('id')), eq(session.token, sql.placeholder('token'))))
    .prepare('embodied_session_check');
  const same = (a: Date | string, b: Date | string) => new Date(a).getTime() === new Date(b).getTime();
  return async (found) => {
    const [row] = await query.execute({ id: found.session.id, token: found.session.token });
    const holds =
      row !== undefined &&
      row.expiresAt.getTime() > Date.now() &&
      same(row.expiresAt, found.session.expiresAt) &&
      same(row.sessionUpdatedAt, found.session.updatedAt) &&
      same(row.userUpdatedAt, found.user.updatedAt);
    return holds ? toActiveWorkspace(row) : null;
  };
}
