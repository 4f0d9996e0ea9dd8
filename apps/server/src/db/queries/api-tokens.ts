import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_TOKEN_PREFIX,
  PERSONAL_WORKSPACE_NAME,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@embodied/contracts';
import type { Db } from '../database';
import { apiToken, organisation, user } from '../schema';

type TokenRow = typeof apiToken.$inferSelect;
type UserRow = typeof user.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often per token (a read per call, not a write). */
export const LAST_USED_RESOLUTION_MS = 60 * 1000;

/** What is stored of a secret: its SHA-256, hex. A 256-bit random secret needs no slow hash. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** `emb_` and 32 random bytes (256 bits), base64url. */
export function newTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function toApiToken(row: TokenRow, organisationName: string | null): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    workspace: {
      organisationId: row.organisationId,
      name: row.organisationId === null ? PERSONAL_WORKSPACE_NAME : (organisationName ?? ''),
    },
  };
}

/**
 * A new token of the user's, acting in `workspace` (an organisation they belong to, checked by the
 * caller, with its name; or null for their personal workspace); the secret is in this answer only
 * (the row keeps its hash).
 */
export async function createApiToken(
  db: Db,
  userId: string,
  input: { name: string; scope: ApiTokenScope; expiresInDays: number },
  workspace: { organisationId: string; name: string } | null,
): Promise<CreatedApiToken> {
  const secret = newTokenSecret();
  const [row] = await db
    .insert(apiToken)
    .values({
      id: randomUUID(),
      userId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashTokenSecret(secret),
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      organisationId: workspace?.organisationId ?? null,
    })
    .returning();
  return { ...toApiToken(row!, workspace?.name ?? null), secret };
}

/** The user's tokens that are not revoked (expired ones too, so the user sees them lapse), newest first. */
export async function listApiTokens(db: Db, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select({ token: apiToken, organisationName: organisation.name })
    .from(apiToken)
    .leftJoin(organisation, eq(organisation.id, apiToken.organisationId))
    .where(and(eq(apiToken.userId, userId), isNull(apiToken.revokedAt)))
    .orderBy(desc(apiToken.createdAt), desc(apiToken.id));
  return rows.map((r) => toApiToken(r.token, r.organisationName));
}

/** Revokes one of the user's tokens; false when the user has no such live token (someone else's included). */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(apiToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiToken.id, id), eq(apiToken.userId, userId), isNull(apiToken.revokedAt)))
    .returning({ id: apiToken.id });
  return rows.length > 0;
}

/** Revokes every live token of the user (a password reset: whoever reset it may not be the one who made them). */
export async function revokeAllApiTokens(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(apiToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiToken.userId, userId), isNull(apiToken.revokedAt)))
    .returning({ id: apiToken.id });
  return rows.length;
}

export type TokenLookup =
  | { ok: true; token: TokenRow; user: UserRow }
  | { ok: false; reason: 'TOKEN_UNKNOWN' | 'TOKEN_REVOKED' | 'TOKEN_EXPIRED' };

/**
 * The token a bearer secret names, with its user, checked against the database's clock: unknown,
 * revoked and expired are refused at once (no cache). Notes the use at most once a minute.
 */
export async function findTokenBySecret(db: Db, secret: string): Promise<TokenLookup> {
  const [found] = await db
    .select({ token: apiToken, user, now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)) })
    .from(apiToken)
    .innerJoin(user, eq(user.id, apiToken.userId))
    .where(eq(apiToken.tokenHash, hashTokenSecret(secret)))
    .limit(1);
  if (!found) return { ok: false, reason: 'TOKEN_UNKNOWN' };
  if (found.token.revokedAt) return { ok: false, reason: 'TOKEN_REVOKED' };
  if (found.token.expiresAt.getTime() <= found.now.getTime()) return { ok: false, reason: 'TOKEN_EXPIRED' };
  const last = found.token.lastUsedAt?.getTime();
  if (last === undefined || found.now.getTime() - last >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiToken)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiToken.id, found.token.id),
          sql`(${apiToken.lastUsedAt} is null or ${apiToken.lastUsedAt} < now() - interval '1 minute')`,
        ),
      );
  }
  return { ok: true, token: found.token, user: found.user };
}
