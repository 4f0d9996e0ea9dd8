import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../database';
import { DomainError } from '../../lib/domain-error';
import { accountThrottle, user, verification } from '../schema';
import { deletePersonalWorkspace } from './organisations/delete-personal-workspace';
import { organisationsBlockingDeletion } from './organisations/organisations-blocking-deletion';

/**
 * Deletes everything that is the user's. Most product tables reference the auth user with
 * ON DELETE CASCADE (sessions, sign-in accounts, profile, avatar, share links, memberships), so one
 * delete of the user row removes them. Snapshots do not (an organisation's snapshot outlives its
 * creator): the personal workspace's snapshots and projects, and organisations the user alone
 * belongs to, are deleted first. Sole owners of an organisation with other members are refused
 * (409) until they make someone else an owner. Pending password-reset tokens are keyed
 * by token, not by a foreign key, and hold the user id as their value: they go in the same transaction,
 * as do the throttling counts and remembered sign-in addresses, which are keyed by e-mail address.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  const blocking = await organisationsBlockingDeletion(db, userId);
  if (blocking.length > 0)
    throw new DomainError(
      'conflict',
      `You are the only owner of ${blocking.map((n) => `“${n}”`).join(', ')}, which ${blocking.length === 1 ? 'has' : 'have'} other members. Make another member an owner (or delete the organisation) before you delete your account.`,
    );
  await db.transaction(async (tx) => {
    await deletePersonalWorkspace(tx as unknown as Db, userId);
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
