import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The workspace a query acts in (docs/decisions/018-teams.md): an organisation's, or one user's
 * personal workspace. `userId` is always the signed-in user (the creator of what is written).
 */
export interface WorkspaceScope {
  readonly userId: string;
  readonly organisationId: string | null;
}

/** The rows of a table with an owner and an organisation column that belong to the workspace. */
export function inWorkspace(table: { ownerId: AnyPgColumn; organisationId: AnyPgColumn }, scope: WorkspaceScope): SQL {
  return scope.organisationId
    ? eq(table.organisationId, scope.organisationId)
    : and(eq(table.ownerId, scope.userId), isNull(table.organisationId))!;
}

/** One text naming the workspace (`org:<id>` or `user:<id>`), for keys unique within a workspace. */
export const workspaceKey = (scope: WorkspaceScope): string =>
  scope.organisationId ? `org:${scope.organisationId}` : `user:${scope.userId}`;

/** Who made a row whose creator's account is gone. */
export const FORMER_MEMBER = 'Former member';
