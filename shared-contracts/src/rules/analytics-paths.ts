/** The admin's range analytics endpoints and CSV downloads (zod-free, so the admin remote needs no schema library). */
export const ANALYTICS_API_PATHS = {
  overview: '/api/admin/analytics/overview',
  funnel: '/api/admin/analytics/funnel',
  dropOff: '/api/admin/analytics/drop-off',
  crosswordDays: '/api/admin/analytics/crossword',
  moods: '/api/admin/analytics/moods',
} as const;

/** The CSV downloads: each takes the same range query as the endpoints. `events` is the raw event log. */
export const ANALYTICS_EXPORT_TABLES = ['events', 'funnel', 'drop-off', 'crossword', 'moods'] as const;
export type AnalyticsExportTable = (typeof ANALYTICS_EXPORT_TABLES)[number];
export const ANALYTICS_EXPORT_PATH_PREFIX = '/api/admin/analytics/export/';
export function analyticsExportPath(table: AnalyticsExportTable): string {
  return `${ANALYTICS_EXPORT_PATH_PREFIX}${table}.csv`;
}
