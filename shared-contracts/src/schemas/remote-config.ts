import { z } from 'zod';

export const remoteEntrySchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  entry: z.string().min(1),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** `GET /mf-config.json`: where the shell finds each remote at run time, plus public site settings. */
export const remoteConfigSchema = z.object({
  remotes: z.object({ quiz: remoteEntrySchema, crossword: remoteEntrySchema, admin: remoteEntrySchema }),
  communityUrl: z.url(),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;
