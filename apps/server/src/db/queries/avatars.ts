import { eq } from 'drizzle-orm';
import type { AvatarContentType } from '@embodied/contracts';
import type { Db } from '../database';
import { avatar } from '../schema';

/** Stores (or replaces) the user's avatar in the database, so every server can serve it. */
export async function saveAvatar(db: Db, userId: string, contentType: AvatarContentType, bytes: Buffer): Promise<Date> {
  const updatedAt = new Date();
  await db
    .insert(avatar)
    .values({ userId, contentType, bytes, updatedAt })
    .onConflictDoUpdate({ target: avatar.userId, set: { contentType, bytes, updatedAt } });
  return updatedAt;
}

export async function readAvatar(db: Db, userId: string) {
  const [row] = await db.select().from(avatar).where(eq(avatar.userId, userId)).limit(1);
  return row;
}

/** Returns whether there was one to remove. */
export async function removeAvatar(db: Db, userId: string): Promise<boolean> {
  const removed = await db.delete(avatar).where(eq(avatar.userId, userId)).returning({ userId: avatar.userId });
  return removed.length > 0;
}
