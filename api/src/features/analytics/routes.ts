import { Router, type Request } from 'express';
import { sql } from 'drizzle-orm';
import { ANALYTICS_API_PATHS, ANALYTICS_EXPORT_PATH_PREFIX, ANALYTICS_EXPORT_TABLES, type AnalyticsExportTable } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { streamResponse } from '../../lib/stream-response';
import { crosswordAnalytics } from './crossword';
import { quizDropOff } from './drop-off';
import { writeAnalyticsExport } from './export';
import { quizFunnel } from './funnel';
import { rangeMoods } from './moods';
import { analyticsOverview } from './overview';
import { parseRangeQuery, resolveRange, type AnalyticsRange } from './range';

/** Paths below the API's mount point (/api). */
const routePath = (path: string) => path.replace(/^\/api/, '');

/** The first UTC day holding events or crossword sessions, where the 'all' range starts. */
async function firstDataDay(db: Database): Promise<Date | null> {
  const [row] = rowsOf<{ first: Date | string | null }>(
    await db.execute(sql`select least((select min(bucket) from analytics_event_days), (select min(bucket) from crossword_session_counts where granularity = 'day')) as first`),
  );
  return row?.first ? new Date(row.first) : null;
}

async function rangeOf(db: Database, req: Request): Promise<AnalyticsRange> {
  const query = parseRangeQuery(req.query);
  return resolveRange(query, new Date(), query.preset === 'all' ? await firstDataDay(db) : null);
}

/**
 * Analytics for a date range. Mounted behind the admin guard (every path starts with /admin): 401 without a session,
 * 403 for a non-admin; a bad range is a 400 with the code invalid_range.
 */
export function createAnalyticsRouter(context: AppContext): Router {
  const db = context.database.db;
  const router = Router();
  const answers = [
    [ANALYTICS_API_PATHS.overview, analyticsOverview],
    [ANALYTICS_API_PATHS.funnel, quizFunnel],
    [ANALYTICS_API_PATHS.dropOff, quizDropOff],
    [ANALYTICS_API_PATHS.crosswordDays, crosswordAnalytics],
    [ANALYTICS_API_PATHS.moods, rangeMoods],
  ] as const;
  for (const [path, compute] of answers) {
    router.get(routePath(path), async (req, res) => {
      res.json(await compute(db, await rangeOf(db, req)));
    });
  }

  router.get(`${routePath(ANALYTICS_EXPORT_PATH_PREFIX)}:file`, async (req, res) => {
    const table = ANALYTICS_EXPORT_TABLES.find((name) => `${name}.csv` === req.params.file) as AnalyticsExportTable | undefined;
    if (!table) throw notFound(`No export named ${String(req.params.file).slice(0, 60)}. Exports: ${ANALYTICS_EXPORT_TABLES.map((name) => `${name}.csv`).join(', ')}.`);
    const range = await rangeOf(db, req);
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const lastDay = new Date(range.to.getTime() - 1);
    res.status(200).type('text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${table}-${day(range.from)}-to-${day(lastDay)}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    await streamResponse(
      res,
      (write) => writeAnalyticsExport(db, table, range, write),
      (error) => context.logger.error({ err: error, table }, 'analytics export failed while streaming'),
    );
  });
  return router;
}
