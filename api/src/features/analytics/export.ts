import { sql } from 'drizzle-orm';
import { ANALYTICS_EXPORT_COLUMNS, MOODS, type AnalyticsExportTable } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import type { ChunkWriter } from '../../lib/stream-response';
import { crosswordAnalytics } from './crossword';
import { dropOffQuestions } from './drop-off';
import { quizFunnel } from './funnel';
import { rangeMoods } from './moods';
import { botFilter, currentPeriod, type AnalyticsRange } from './range';
import { csvLine, type CsvValue } from './csv';

/** Raw events are read in pages of this many rows, by primary key, so a large range never sits in memory. */
export const EVENT_EXPORT_PAGE_SIZE = 2000;

type Write = ChunkWriter;

async function writeLines(write: Write, lines: CsvValue[][]): Promise<void> {
  for (const line of lines) await write(csvLine(line));
}

/**
 * The raw event log of the range, oldest first. The range's first and last ids come from the block-range index on
 * created_at; the pages then walk the primary key between them.
 */
async function writeEvents(db: Database, range: AnalyticsRange, write: Write): Promise<void> {
  const [bounds] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`select min(id)::text as first, max(id)::text as last from analytics_events where ${currentPeriod(range, sql`created_at`)}`),
  );
  if (!bounds?.first || !bounds.last) return;
  let after = BigInt(bounds.first) - 1n;
  const last = BigInt(bounds.last);
  for (;;) {
    const page = rowsOf<{ id: string; createdAt: Date | string; event: string; bot: boolean; data: unknown; region: string | null; userAgent: string | null }>(
      await db.execute(sql`
        select id::text as id, created_at as "createdAt", event, bot, data, region, user_agent as "userAgent" from analytics_events
        where id > ${after.toString()}::bigint and id <= ${last.toString()}::bigint and ${currentPeriod(range, sql`created_at`)} and ${botFilter(range)}
        order by analytics_events.id limit ${EVENT_EXPORT_PAGE_SIZE}`),
    );
    for (const row of page) {
      const quizSessionId = row.data && typeof row.data === 'object' ? (row.data as { quizSessionId?: unknown }).quizSessionId : undefined;
      await write(
        csvLine([row.id, new Date(row.createdAt).toISOString(), row.event, row.bot, typeof quizSessionId === 'string' ? quizSessionId : null, row.region, row.userAgent, row.data as object]),
      );
    }
    const lastRow = page.at(-1);
    if (page.length < EVENT_EXPORT_PAGE_SIZE || !lastRow) return;
    after = BigInt(lastRow.id);
  }
}

/** Writes one export, header line first. The aggregated tables are small (bounded by days, steps and questions). */
export async function writeAnalyticsExport(db: Database, table: AnalyticsExportTable, range: AnalyticsRange, write: Write): Promise<void> {
  await write(csvLine([...ANALYTICS_EXPORT_COLUMNS[table]]));
  switch (table) {
    case 'events':
      return writeEvents(db, range, write);
    case 'funnel': {
      const funnel = await quizFunnel(db, range);
      return writeLines(
        write,
        funnel.modes.flatMap((mode) =>
          mode.steps.map((step) => [mode.quizMode, step.step, step.count, step.previousCount, step.conversionFromPrevious, step.conversionFromStart]),
        ),
      );
    }
    case 'drop-off': {
      const questions = await dropOffQuestions(db, range, null);
      const ordered = [...questions].sort((a, b) => a.questionIndex - b.questionIndex || b.sessions - a.sessions || a.questionId - b.questionId);
      return writeLines(
        write,
        ordered.map((question) => [
          question.questionIndex,
          question.questionId,
          question.text,
          question.sessions,
          ...MOODS.map((mood) => question.moodCounts[mood]),
          question.observedDiscrimination,
        ]),
      );
    }
    case 'crossword': {
      const crossword = await crosswordAnalytics(db, range);
      return writeLines(
        write,
        crossword.days.map((day) => [
          day.date,
          day.sessionsStarted,
          day.completions,
          day.completionRate,
          day.medianSeconds,
          day.bestSeconds,
          day.hintsPerSolve,
          day.mistakesPerSolve,
          day.resets,
          day.rankedSolves,
          day.practiceSolves,
        ]),
      );
    }
    case 'moods': {
      const moods = await rangeMoods(db, range);
      return writeLines(write, moods.perDay.map((day) => [day.date, ...MOODS.map((mood) => day.moodCounts[mood])]));
    }
  }
}
