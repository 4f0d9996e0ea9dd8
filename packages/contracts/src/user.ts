import { z } from 'zod';
import { DATASET_IDS } from '@embodied/engine';

/** Currencies money can be shown in. Every cost rate is AUD ex GST and we hold no sourced exchange rates, so AUD is the only honest choice for now (docs/decisions/005). */
export const CURRENCIES = ['AUD'] as const;
export const LOCALES = ['en-AU', 'en-NZ', 'en-GB', 'en-US'] as const;

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
    defaultDataset: z.enum(DATASET_IDS).nullable().meta({ description: "The user's dataset; null means the server's default." }),
    effectiveDataset: z.enum(DATASET_IDS).meta({ description: 'The dataset calculations use when none is named.' }),
    hasAvatar: z.boolean(),
    avatarUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** PUT /api/user: every field optional; unknown fields are refused. */
export const updateUserSchema = z
  .object({
    displayName: z.string().trim().max(100, 'Display name must be at most 100 characters.'),
    organisation: z.string().trim().max(120, 'Organisation must be at most 120 characters.'),
    locale: z.enum(LOCALES, { message: `Locale must be one of ${LOCALES.join(', ')}.` }),
    currency: z.enum(CURRENCIES, { message: `Currency must be one of ${CURRENCIES.join(', ')}.` }),
    defaultDataset: z.enum(DATASET_IDS, { message: `Dataset must be one of ${DATASET_IDS.join(', ')}.` }).nullable(),
  })
  .partial()
  .strict()
  .meta({ id: 'UpdateUser' });
export type UpdateUser = z.infer<typeof updateUserSchema>;
