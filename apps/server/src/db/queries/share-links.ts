import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ShareLink } from '@embodied/contracts';
import type { Db } from '../database';
import { shareLink, snapshot } from '../schema';
import { AppError } from '../../http/app-error';
import { getOwnSnapshot } from './snapshots';

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

/** A new read-only link to one of the owner's snapshots (404 for anyone else's). */
export async function createShareLink(db: Db, ownerId: string, number: number, publicUrl: string): Promise<ShareLink> {
  await getOwnSnapshot(db, ownerId, number);
  const rows = await db
    .insert(shareLink)
    .values({ token: newShareToken(), snapshotNumber: number, ownerId })
    .returning();
  return toShareLink(rows[0]!, publicUrl);
}

/** The owner's links to one snapshot, newest first, revoked ones included (so the owner sees what was shared). */
export async function listShareLinks(db: Db, ownerId: string, number: number, publicUrl: string): Promise<ShareLink[]> {
  await getOwnSnapshot(db, ownerId, number);
  const rows = await db
    .select()
    .from(shareLink)
    .where(and(eq(shareLink.ownerId, ownerId), eq(shareLink.snapshotNumber, number)))
    .orderBy(desc(shareLink.createdAt));
  return rows.map((r) => toShareLink(r, publicUrl));
}

/** Revokes a link; revoking twice is harmless. Someone else's link, or an unknown one, is 404. */
export async function revokeShareLink(
  db: Db,
  ownerId: string,
  number: number,
  token: string,
  publicUrl: string,
): Promise<ShareLink> {
  const mine = and(eq(shareLink.token, token), eq(shareLink.ownerId, ownerId), eq(shareLink.snapshotNumber, number));
  await db
    .update(shareLink)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(shareLink.revokedAt)));
  const rows = await db.select().from(shareLink).where(mine).limit(1);
  if (!rows[0]) throw new AppError('not_found', 'There is no such share link for this snapshot.');
  return toShareLink(rows[0], publicUrl);
}

/** The snapshot behind a live link, or undefined (revoked or unknown: the caller answers 404). */
export async function findSharedSnapshot(db: Db, token: string) {
  const rows = await db
    .select({ snapshot })
    .from(shareLink)
    .innerJoin(snapshot, eq(snapshot.number, shareLink.snapshotNumber))
    .where(and(eq(shareLink.token, token), isNull(shareLink.revokedAt)))
    .limit(1);
  return rows[0]?.snapshot;
}
