import { z } from 'zod';

/** What the open pages need to know about the server (no secrets). */
export const publicConfigSchema = z
  .object({
    oidc: z
      .object({ label: z.string() })
      .nullable()
      .meta({ description: 'Third-party sign-in, when configured: the button reads "Sign in with {label}".' }),
    defaultDataset: z.string(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
