import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountThrottle, session, user } from '../db/schema';

export type ThrottlePurpose = 'sign-in' | 'reset';

/** How long an address an account signed in from stays exempt from that account's limit. */
const KNOWN_ADDRESS_DAYS = 90;

export interface AccountThrottleRule {
  /** Events (failed sign-ins, reset requests) allowed freely within a window. */
  max: number;
  windowSeconds: number;
  /** Past `max`, one more event is allowed per this many seconds until the window ends. */
  spacingSeconds: number;
}

/**
 * The limit per account, on top of the limit per address: guessing one account's password from many
 * addresses is slowed to `max` guesses, then one per `spacingSeconds`, within each window. Nobody
 * can lock a real user out for long: a wait is never longer than `spacingSeconds`, and an address
 * the account has signed in from before is not held back by it (only by the per-address limit).
 * The counts live in the database, so every server sees the same ones.
 */
export function accountThrottleFor(db: Db, rule: AccountThrottleRule) {
  const keyOf = (purpose: ThrottlePurpose, email: string) => `${purpose}:${email.trim().toLowerCase()}`;

  const knownKey = (email: string, address: string) => `known:${email.trim().toLowerCase()}|${address}`;

  /** An address the account signed in from: remembered for KNOWN_ADDRESS_DAYS, and any with a live session. */
  async function knownAddress(email: string, address: string, now: Date): Promise<boolean> {
    const [remembered] = await db
      .select({ lastAt: accountThrottle.lastAt })
      .from(accountThrottle)
      .where(eq(accountThrottle.key, knownKey(email, address)))
      .limit(1);
    if (remembered && now.getTime() - remembered.lastAt.getTime() < KNOWN_ADDRESS_DAYS * 86_400_000) return true;
    const [row] = await db
      .select({ id: session.id })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(user.email, email.trim().toLowerCase()), eq(session.ipAddress, address)))
      .limit(1);
    return row !== undefined;
  }

  return {
    /** Seconds to wait before this account may try again from this address, or 0. */
    async waitSeconds(purpose: ThrottlePurpose, email: string, address: string, now = new Date()): Promise<number> {
      const [row] = await db
        .select()
        .from(accountThrottle)
        .where(eq(accountThrottle.key, keyOf(purpose, email)))
        .limit(1);
      if (!row || row.count < rule.max) return 0;
      if (now.getTime() - row.windowStartedAt.getTime() >= rule.windowSeconds * 1000) return 0;
      const wait = rule.spacingSeconds - (now.getTime() - row.lastAt.getTime()) / 1000;
      if (wait <= 0) return 0;
      if (purpose === 'sign-in' && (await knownAddress(email, address, now))) return 0;
      return Math.ceil(wait);
    },

    /** Counts one event (a failed sign-in, a reset request) against the account. */
    async record(purpose: ThrottlePurpose, email: string, now = new Date()): Promise<void> {
      const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
      const expired = sql`${accountThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      await db
        .insert(accountThrottle)
        .values({ key: keyOf(purpose, email), count: 1, windowStartedAt: now, lastAt: now })
        .onConflictDoUpdate({
          target: accountThrottle.key,
          set: {
            count: sql`case when ${expired} then 1 else ${accountThrottle.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${accountThrottle.windowStartedAt} end`,
            lastAt: now,
          },
        });
    },

    /** A successful sign-in clears the account's count and remembers the address it came from. */
    async succeeded(email: string, address: string, now = new Date()): Promise<void> {
      await db.delete(accountThrottle).where(eq(accountThrottle.key, keyOf('sign-in', email)));
      await db
        .insert(accountThrottle)
        .values({ key: knownKey(email, address), count: 0, windowStartedAt: now, lastAt: now })
        .onConflictDoUpdate({ target: accountThrottle.key, set: { lastAt: now } });
    },
  };
}

export type AccountThrottle = ReturnType<typeof accountThrottleFor>;
