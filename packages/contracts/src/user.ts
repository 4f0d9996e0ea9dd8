import { SERIAL_NOTE } from './snapshots';
import { z } from 'zod';
import { textSchema } from './text';
import { customProductSchema } from './custom-products';
import { CLIMATE_ZONE_HELP, climateZoneSchema } from './climate-zone';
import { DATASET_IDS } from '@embodied/engine';

/** Currencies money can be shown in. Every cost rate is AUD ex GST and we hold no sourced exchange rates, so AUD is the only honest choice for now (docs/decisions/005). */
export const CURRENCIES = ['AUD'] as const;
export const LOCALES = ['en-AU', 'en-NZ', 'en-GB', 'en-US'] as const;

/** The time zone times are shown in (PDFs, print views) until the user picks another. */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/** Every IANA time zone this JavaScript runtime knows (Intl), plus UTC, which some runtimes leave out. */
export function supportedTimeZones(): readonly string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

let zoneSet: Set<string> | undefined;
/** Whether Intl supports the time zone (exact IANA spelling, e.g. Australia/Perth). */
export function isSupportedTimeZone(zone: string): boolean {
  zoneSet ??= new Set(supportedTimeZones());
  return zoneSet.has(zone);
}

const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as Australia/Melbourne or Australia/Perth.';
export const timeZoneSchema = z
  .string({ message: TIME_ZONE_MESSAGE })
  .refine(isSupportedTimeZone, TIME_ZONE_MESSAGE)
  .meta({ description: 'An IANA time zone (Intl.supportedValuesOf("timeZone")).', example: 'Australia/Perth' });

/**
 * Avatars: uploads of these image types only, recognised by their content (never by name or declared
 * type) and then decoded; what is stored and served is a re-encoded square WebP without metadata
 * (avatars stored before that keep their type, so GET can still answer any of these).
 */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
/** The one type an avatar is stored in since uploads are re-encoded. */
export const AVATAR_STORED_CONTENT_TYPE = 'image/webp' satisfies AvatarContentType;
/** The stored avatar is this many pixels wide and high (cropped to a square at the centre). */
export const AVATAR_SIZE_PX = 256;
/** 2 MB: plenty for a 512 px photo, small enough to keep in the database. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The most pixels an upload's header may claim (width × height), so that no upload can make the server decode a bomb. */
export const AVATAR_MAX_MEGAPIXELS = 40;
export const AVATAR_MESSAGES = {
  missing: 'Choose an image file to upload (form field "avatar").',
  empty: 'The avatar file is empty.',
  tooLarge: 'The avatar must be at most 2 MB. Choose a smaller image.',
  svg: 'SVG images are not accepted as avatars (they can carry scripts). Choose a PNG, JPEG or WebP image.',
  notImage: 'The avatar must be a PNG, JPEG or WebP image, and this file is none of those.',
  unreadable:
    'The avatar could not be read as an image: the file is damaged or is not really the PNG, JPEG or WebP image it starts like. Choose another image.',
  malformedUpload:
    'The avatar upload could not be read: the multipart/form-data body is broken (its boundary or parts are malformed). Choose the image again and upload it.',
  notMultipart: 'The avatar must be sent as a multipart/form-data upload, with the image in the form field "avatar".',
} as const;
/** The refusal of an upload whose header claims more than AVATAR_MAX_MEGAPIXELS, naming its size. */
export const avatarTooManyPixelsMessage = (width: number, height: number) =>
  `The avatar is larger than ${AVATAR_MAX_MEGAPIXELS} megapixels (${width} × ${height}). Choose an image of at most ${AVATAR_MAX_MEGAPIXELS} megapixels.`;

/** The product user record (GET /api/user). */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    displayName: z.string(),
    organisation: z.string(),
    locale: z.enum(LOCALES),
    currency: z.enum(CURRENCIES),
    timeZone: z.string().meta({
      description: 'The time zone times are shown in on PDFs and print views (IANA name; default Australia/Melbourne).',
      example: DEFAULT_TIME_ZONE,
    }),
    defaultDataset: z
      .enum(DATASET_IDS)
      .nullable()
      .meta({ description: "The user's dataset; null means the server's default." }),
    effectiveDataset: z.enum(DATASET_IDS).meta({ description: 'The dataset calculations use when none is named.' }),
    climateZone: climateZoneSchema.nullable().meta({
      description: `The user's NCC climate zone (1–8), the starting zone of the slab and optimizer pages and the zone a calculation uses when its request names none; null: none chosen (zone 6 is used). ${CLIMATE_ZONE_HELP}`,
    }),
    hasAvatar: z.boolean(),
    avatarUrl: z
      .string()
      .nullable()
      .meta({ description: 'Where the avatar image is (changes whenever the image does), or null.' }),
    hasPassword: z
      .boolean()
      .meta({ description: 'Whether the account signs in with a password (false for third-party sign-in only).' }),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The profile fields PUT /api/user changes (the profile form has one field for each). */
export const UPDATABLE_USER_FIELDS = [
  'displayName',
  'organisation',
  'locale',
  'currency',
  'timeZone',
  'defaultDataset',
  'climateZone',
] as const;

/** PUT /api/user: every field optional; unknown fields are refused, by name. */
export const updateUserSchema = z
  .strictObject(
    {
      displayName: textSchema('Display name').trim().max(100, 'Display name must be at most 100 characters.'),
      organisation: textSchema('Organisation').trim().max(120, 'Organisation must be at most 120 characters.'),
      locale: z.enum(LOCALES, { message: `Locale must be one of ${LOCALES.join(', ')}.` }),
      currency: z.enum(CURRENCIES, { message: `Currency must be one of ${CURRENCIES.join(', ')}.` }),
      timeZone: timeZoneSchema,
      defaultDataset: z.enum(DATASET_IDS, { message: `Dataset must be one of ${DATASET_IDS.join(', ')}.` }).nullable(),
      climateZone: climateZoneSchema.nullable(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')}: only ${UPDATABLE_USER_FIELDS.join(', ')} can be changed.`
          : undefined,
    },
  )
  .partial()
  .meta({ id: 'UpdateUser' });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const DELETE_CONFIRM_MESSAGE =
  'Type the e-mail address of your account exactly, to confirm that you want to delete it.';

/** DELETE /api/user: the typed confirmation. */
export const deleteAccountSchema = z
  .strictObject({
    confirm: textSchema('Confirm', DELETE_CONFIRM_MESSAGE).trim().min(1, DELETE_CONFIRM_MESSAGE),
  })
  .meta({ id: 'DeleteAccount', description: "confirm: the account's e-mail address, typed by the user." });
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** GET /api/user/export: everything the product holds about the user (no password hashes or tokens). */
export const userExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
      createdAt: z.string(),
      signInMethods: z.array(z.object({ provider: z.string(), createdAt: z.string() })),
    }),
    profile: z.object({
      displayName: z.string(),
      organisation: z.string(),
      locale: z.string(),
      currency: z.string(),
      timeZone: z.string(),
      defaultDataset: z.string().nullable(),
      climateZone: z.number().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    avatar: z
      .object({ contentType: z.string(), bytes: z.number().int(), dataUrl: z.string(), updatedAt: z.string() })
      .nullable(),
    sessions: z.array(
      z.object({
        createdAt: z.string(),
        expiresAt: z.string(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    snapshots: z.array(
      z.object({
        serial: z.number().int().optional().meta({ description: SERIAL_NOTE }),
        number: z.number().int(),
        kind: z.string(),
        project: z.string(),
        inputs: z.unknown(),
        outputs: z.unknown(),
        datasetId: z.string(),
        datasetVersion: z.string(),
        engineVersion: z.string(),
        createdAt: z.string(),
        contentHash: z.string(),
      }),
    ),
    shareLinks: z.array(
      z.object({ snapshotNumber: z.number().int(), createdAt: z.string(), revokedAt: z.string().nullable() }),
    ),
    deletedSnapshots: z
      .array(
        z.object({
          serial: z.number().int().optional().meta({ description: SERIAL_NOTE }),
          number: z.number().int(),
          contentHash: z.string(),
          deletedAt: z.string(),
        }),
      )
      .meta({ description: 'Snapshots you deleted: only their number and content hash are kept.' }),
    apiTokens: z
      .array(
        z.object({
          name: z.string(),
          scope: z.string(),
          createdAt: z.string(),
          expiresAt: z.string(),
          lastUsedAt: z.string().nullable(),
          revokedAt: z.string().nullable(),
        }),
      )
      .meta({ description: 'Your personal API tokens, revoked ones included; never the token itself or its hash.' }),
    customProducts: z
      .array(customProductSchema)
      .meta({ description: 'Your custom products (user-supplied EPDs), as the products page lists them.' }),
  })
  .meta({ id: 'UserExport' });
export type UserExport = z.infer<typeof userExportSchema>;
