import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { user, verification } from '../schema';

/**
 * Deletes everything that is the user's. Every product table references the auth user with
 * ON DELETE CASCADE (sessions, sign-in accounts, profile, avatar, snapshots, share links), so one
 * delete of the user row removes them all in one statement. Pending password-reset tokens are keyed
 * by token, not by a foreign key, and hold the user id as their value: they go in the same transaction.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
