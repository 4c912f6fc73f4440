/** React Query keys of the admin data; each is the GET path it loads (the shared query function joins the key). */
export const ADMIN_QUERY_KEYS = {
  questions: ['/api/admin/questions'],
  analytics: ['/api/analytics'],
  moodStats: ['/api/mood/stats'],
  adSettings: ['/api/adsense-settings'],
} as const;

export const ADMIN_QUERY_PATHS: ReadonlySet<string> = new Set(Object.values(ADMIN_QUERY_KEYS).map((key) => key[0]));
