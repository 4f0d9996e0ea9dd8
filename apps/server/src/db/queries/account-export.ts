import { asc, eq } from 'drizzle-orm';
import type { UserExport } from '@embodied/contracts';
import type { Db } from '../database';
import { listCustomProducts } from './custom-products';
import { shownContent, storedContent } from '../stored-content';
import { account, apiToken, avatar, deletedSnapshot, profile, session, shareLink, snapshot, user } from '../schema';

const iso = (d: Date) => d.toISOString();

/** Everything the product holds about one user, for "download my data". Secrets (password hashes, session tokens, API token hashes) stay out. */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<UserExport> {
  const [u] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
  const [p] = await db.select().from(profile).where(eq(profile.userId, userId)).limit(1);
  if (!u || !p) throw new Error(`user ${userId} has no account or profile to export`);
  const [a] = await db.select().from(avatar).where(eq(avatar.userId, userId)).limit(1);
  const accounts = await db
    .select({ provider: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId));
  const sessions = await db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt));
  const snapshots = await db.select().from(snapshot).where(eq(snapshot.ownerId, userId)).orderBy(asc(snapshot.serial));
  const links = await db
    .select({ snapshotNumber: snapshot.number, createdAt: shareLink.createdAt, revokedAt: shareLink.revokedAt })
    .from(shareLink)
    .innerJoin(snapshot, eq(snapshot.serial, shareLink.snapshotSerial))
    .where(eq(shareLink.ownerId, userId))
    .orderBy(asc(shareLink.createdAt));
  const deleted = await db
    .select()
    .from(deletedSnapshot)
    .where(eq(deletedSnapshot.ownerId, userId))
    .orderBy(asc(deletedSnapshot.serial));
  const tokens = await db
    .select({
      name: apiToken.name,
      scope: apiToken.scope,
      createdAt: apiToken.createdAt,
      expiresAt: apiToken.expiresAt,
      lastUsedAt: apiToken.lastUsedAt,
      revokedAt: apiToken.revokedAt,
    })
    .from(apiToken)
    .where(eq(apiToken.userId, userId))
    .orderBy(asc(apiToken.createdAt));
  return {
    exportedAt: iso(now),
    account: {
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.emailVerified,
      createdAt: iso(u.createdAt),
      signInMethods: accounts.map((x) => ({ provider: x.provider, createdAt: iso(x.createdAt) })),
    },
    profile: {
      displayName: p.displayName,
      organisation: p.organisation,
      locale: p.locale,
      currency: p.currency,
      timeZone: p.timeZone,
      defaultDataset: p.defaultDataset,
      climateZone: p.climateZone,
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    },
    avatar: a
      ? {
          contentType: a.contentType,
          bytes: a.bytes.length,
          dataUrl: `data:${a.contentType};base64,${a.bytes.toString('base64')}`,
          updatedAt: iso(a.updatedAt),
        }
      : null,
    sessions: sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    // As the JSON export shows each (POST /api/snapshots/verify checks one).
    snapshots: snapshots.map((s) => ({
      ...(shownContent(storedContent(s)) as Omit<UserExport['snapshots'][number], 'contentHash'>),
      contentHash: s.contentHash,
    })),
    shareLinks: links.map((l) => ({
      snapshotNumber: l.snapshotNumber,
      createdAt: iso(l.createdAt),
      revokedAt: l.revokedAt ? iso(l.revokedAt) : null,
    })),
    deletedSnapshots: deleted.map((d) => ({
      ...(d.serial === d.number ? {} : { serial: d.serial }),
      number: d.number,
      contentHash: d.contentHash,
      deletedAt: iso(d.deletedAt),
    })),
    apiTokens: tokens.map((t) => ({
      name: t.name,
      scope: t.scope,
      createdAt: iso(t.createdAt),
      expiresAt: iso(t.expiresAt),
      lastUsedAt: t.lastUsedAt ? iso(t.lastUsedAt) : null,
      revokedAt: t.revokedAt ? iso(t.revokedAt) : null,
    })),
    customProducts: await listCustomProducts(db, userId),
  };
}
