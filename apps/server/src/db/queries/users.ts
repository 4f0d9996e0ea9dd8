import { and, eq } from 'drizzle-orm';
import {
  CURRENCIES,
  DEFAULT_TIME_ZONE,
  isSupportedTimeZone,
  LOCALES,
  type UpdateUser,
  type User,
} from '@embodied/contracts';
import { isClimateZone, isDatasetId, type DatasetId } from '@embodied/engine';
import { ensureProfile } from './ensure-profile';
import type { Db } from '../database';
import { account, avatar, profile } from '../schema';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The avatar's address carries its version, so a browser never shows a replaced image from its cache. */
export const avatarUrl = (updatedAt: Date) => `/api/user/avatar?v=${updatedAt.getTime()}`;

/** A stored time zone this runtime still knows, else the default (a runtime may drop a zone). */
export const timeZoneOf = (stored: string | null | undefined): string =>
  stored && isSupportedTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;

/** The time zone a user's PDFs show times in. */
export async function userTimeZone(db: Db, userId: string): Promise<string> {
  const rows = await db.select({ timeZone: profile.timeZone }).from(profile).where(eq(profile.userId, userId)).limit(1);
  return timeZoneOf(rows[0]?.timeZone);
}

/** What the user record takes from the sign-in's own user row (better-auth's session user has it). */
export interface AccountIdentity {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
}

/** The signed-in user's product record (creating the profile row when it is missing). */
export async function readUserRecord(db: Db, user: AccountIdentity, serverDefault: DatasetId): Promise<User> {
  await ensureProfile(db, user.id);
  const [row] = await db
    .select({ profile, avatarUpdatedAt: avatar.updatedAt })
    .from(profile)
    .leftJoin(avatar, eq(avatar.userId, profile.userId))
    .where(eq(profile.userId, user.id))
    .limit(1);
  if (!row) throw new Error(`profile of ${user.id} vanished while being read`);
  const credential = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .limit(1);
  const p = row.profile;
  const own = p.defaultDataset && isDatasetId(p.defaultDataset) ? p.defaultDataset : null;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: p.displayName,
    organisation: p.organisation,
    locale: oneOf(LOCALES, p.locale, 'en-AU'),
    currency: oneOf(CURRENCIES, p.currency, 'AUD'),
    timeZone: timeZoneOf(p.timeZone),
    defaultDataset: own,
    effectiveDataset: own ?? serverDefault,
    climateZone: isClimateZone(p.climateZone) ? p.climateZone : null,
    hasAvatar: row.avatarUpdatedAt !== null,
    avatarUrl: row.avatarUpdatedAt ? avatarUrl(row.avatarUpdatedAt) : null,
    hasPassword: credential.length > 0,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Applies a validated PUT /api/user body; fields left out keep their value. */
export async function updateProfile(db: Db, userId: string, changes: UpdateUser): Promise<void> {
  await ensureProfile(db, userId);
  await db
    .update(profile)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profile.userId, userId));
}
