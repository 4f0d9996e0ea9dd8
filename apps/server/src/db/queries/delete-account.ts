import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../database';
import { accountThrottle, user, verification } from '../schema';

/**
 * Deletes everything that is the user's. Every product table references the auth user with
 * ON DELETE CASCADE (sessions, sign-in accounts, profile, avatar, snapshots, share links), so one
 * delete of the user row removes them all in one statement. Pending password-reset tokens are keyed
 * by token, not by a foreign key, and hold the user id as their value: they go in the same transaction,
 * as do the throttling counts and remembered sign-in addresses, which are keyed by e-mail address.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId));
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
    if (owner) {
      const email = owner.email.toLowerCase();
      const escaped = email.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      await tx
        .delete(accountThrottle)
        .where(
          or(
            eq(accountThrottle.key, `sign-in:${email}`),
            eq(accountThrottle.key, `reset:${email}`),
            like(accountThrottle.key, `known:${escaped}|%`),
          ),
        );
    }
    await tx.delete(user).where(eq(user.id, userId));
  });
}
