import { ANALYTICS_API_PATHS } from '@edna/shared-contracts/rules';

/** React Query keys of the admin data; each is the GET path it loads (the shared query function joins the key). */
export const ADMIN_QUERY_KEYS = {
  questions: ['/api/admin/questions'],
  analytics: ['/api/analytics'],
  adSettings: ['/api/adsense-settings'],
} as const;

/** The first element of every admin query's key, so signing out can drop them all (range queries add their query). */
export const ADMIN_QUERY_PATHS: ReadonlySet<string> = new Set([...Object.values(ADMIN_QUERY_KEYS).map((key) => key[0]), ...Object.values(ANALYTICS_API_PATHS)]);
