import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ShareLink } from '@embodied/contracts';
import type { Db } from '../database';
import { shareLink, snapshot } from '../schema';
import { DomainError } from '../../lib/domain-error';
import { getWorkspaceSnapshot } from './snapshots';
import type { WorkspaceScope } from './workspace-scope';

type LinkRow = typeof shareLink.$inferSelect;

/** 32 random bytes (256 bits): a token nobody can guess or enumerate. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

function toShareLink(row: LinkRow, publicUrl: string): ShareLink {
  return {
    token: row.token,
    url: `${publicUrl}/shared/${row.token}`,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

/** A new read-only link to one of the workspace's snapshots (404 for another workspace's). */
export async function createShareLink(
  db: Db,
  scope: WorkspaceScope,
  number: number,
  publicUrl: string,
): Promise<ShareLink> {
  const { serial } = await getWorkspaceSnapshot(db, scope, number);
  const rows = await db
    .insert(shareLink)
    .values({ token: newShareToken(), snapshotSerial: serial, ownerId: scope.userId })
    .returning();
  return toShareLink(rows[0]!, publicUrl);
}

/**
 * The links to one of the workspace's snapshots, newest first, revoked ones included (so its members
 * see what was shared, by whom ever made them).
 */
export async function listShareLinks(
  db: Db,
  scope: WorkspaceScope,
  number: number,
  publicUrl: string,
): Promise<ShareLink[]> {
  const { serial } = await getWorkspaceSnapshot(db, scope, number);
  const rows = await db
    .select()
    .from(shareLink)
    .where(eq(shareLink.snapshotSerial, serial))
    .orderBy(desc(shareLink.createdAt));
  return rows.map((r) => toShareLink(r, publicUrl));
}

/**
 * Revokes a link to one of the workspace's snapshots; revoking twice is harmless. A link to another
 * workspace's snapshot, or an unknown one, is 404. Returns the link and whether this call revoked it.
 */
export async function revokeShareLink(
  db: Db,
  scope: WorkspaceScope,
  number: number,
  token: string,
  publicUrl: string,
): Promise<ShareLink & { revokedNow: boolean }> {
  const { serial } = await getWorkspaceSnapshot(db, scope, number);
  const link = and(eq(shareLink.token, token), eq(shareLink.snapshotSerial, serial));
  const revoked = await db
    .update(shareLink)
    .set({ revokedAt: new Date() })
    .where(and(link, isNull(shareLink.revokedAt)))
    .returning({ token: shareLink.token });
  const rows = await db.select().from(shareLink).where(link).limit(1);
  if (!rows[0]) throw new DomainError('not_found', 'There is no such share link for this snapshot.');
  return { ...toShareLink(rows[0], publicUrl), revokedNow: revoked.length > 0 };
}

/** The snapshot behind a live link, or undefined (revoked or unknown: the caller answers 404). */
export async function findSharedSnapshot(db: Db, token: string) {
  const rows = await db
    .select({ snapshot })
    .from(shareLink)
    .innerJoin(snapshot, eq(snapshot.serial, shareLink.snapshotSerial))
    .where(and(eq(shareLink.token, token), isNull(shareLink.revokedAt)))
    .limit(1);
  return rows[0]?.snapshot;
}
