/**
 * The owner of the `questions` table and of `question_answer_counts`: every read and write of the question bank goes
 * through this module (the quiz, question generation, the admin and the start-up seed use it), so the rules of the
 * bank hold in one place and every write through this process refreshes the in-memory catalog at once.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPTION_IDS, questionFingerprint, type OptionId, type QuestionSource } from '@edna/shared-contracts';
import { questionAnswerCounts, questions } from '../../db/schema';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { createQuestionCatalog, type QuestionCatalog, type StoredQuestion } from './catalog';
import type { ContentItem } from './content-check';
import { MATCH_UNITS_PER_ANSWER, planPowerUpdates } from './diagnostic-power';
import { planSeedUpgrade, type SeedItem, type SeedStep } from './seed-upgrade';

/** Advisory lock ids (the migration lock is 827364501): one process seeds at a time, one refreshes at a time. */
const SEED_LOCK = 827364502;
const POWER_REFRESH_LOCK = 827364503;

const catalogs = new WeakMap<Database, QuestionCatalog>();

/** One catalog per database handle, so every router and the seed share it. */
export function questionCatalogFor(db: Database, ttlMs: number): QuestionCatalog {
  let catalog = catalogs.get(db);
  if (!catalog) {
    catalog = createQuestionCatalog(() => loadQuestions(db), ttlMs);
    catalogs.set(db, catalog);
  }
  return catalog;
}

/** Drops this process's snapshot of the bank after a write (other processes see it within their cache TTL). */
export function invalidateQuestionCatalog(db: Database): void {
  catalogs.get(db)?.invalidate();
}

const catalogColumns = {
  id: questions.id,
  text: questions.text,
  options: questions.options,
  category: questions.category,
  diagnosticPower: questions.diagnosticPower,
  situation: questions.situation,
  active: questions.active,
};

/** Every question, active or not, by id. */
export function loadQuestions(db: Database): Promise<StoredQuestion[]> {
  return db.select(catalogColumns).from(questions).orderBy(asc(questions.id));
}

export function findQuestionsByIds(db: Database, ids: readonly number[]): Promise<StoredQuestion[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(catalogColumns).from(questions).where(inArray(questions.id, [...ids]));
}

const optionsInIdOrder = (options: readonly { id: string; text: string }[]) =>
  [...options].sort((a, b) => OPTION_IDS.indexOf(a.id as OptionId) - OPTION_IDS.indexOf(b.id as OptionId));

/** Every question, active, inactive or replaced, as content: what new questions must not repeat. */
export async function loadBankContent(db: Database): Promise<ContentItem[]> {
  const rows = await db
    .select({ text: questions.text, category: questions.category, options: questions.options, situation: questions.situation, key: questions.key })
    .from(questions)
    .orderBy(asc(questions.id));
  return rows.map((row) => ({ ...row, options: optionsInIdOrder(row.options).map((option) => option.text) }));
}

export interface NewQuestion {
  text: string;
  category: string;
  options: { id: OptionId; text: string }[];
  /** The value it starts with: stored as its seed value and in force until enough answers are stored. */
  diagnosticPower: number | null;
  source: QuestionSource;
  situation: string;
  key?: string | null;
  active?: boolean;
}

function toRow(question: NewQuestion) {
  return {
    text: question.text,
    category: question.category,
    options: question.options,
    diagnosticPower: question.diagnosticPower,
    seedDiagnosticPower: question.diagnosticPower,
    source: question.source,
    situation: question.situation,
    key: question.key ?? null,
    active: question.active ?? true,
    fingerprint: questionFingerprint(question.text),
  };
}

/**
 * Stores new questions in the given order; one whose normalized text is already stored is skipped by the unique
 * index, so concurrent writers never duplicate. Returns the ids of the stored ones.
 */
export async function insertQuestions(db: Database, rows: readonly NewQuestion[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(questions)
    .values(rows.map(toRow))
    .onConflictDoNothing({ target: questions.fingerprint, where: sql.raw('replaced_by is null') })
    .returning({ id: questions.id });
  if (inserted.length > 0) invalidateQuestionCatalog(db);
  return inserted.map((row) => row.id);
}

const seedItemRow = (item: SeedItem): NewQuestion => ({
  text: item.text,
  category: item.category,
  options: item.options.map((text, index) => ({ id: OPTION_IDS[index]!, text })),
  diagnosticPower: item.diagnosticPower,
  source: 'seed',
  situation: item.key,
  key: item.key,
});

export type SeedUpgradeSummary = Record<SeedStep['kind'], number>;

async function applySeedStep(tx: Database, step: SeedStep): Promise<void> {
  switch (step.kind) {
    case 'insert':
      // A generated question with the very same text keeps its place; the seed item is then not stored twice.
      await tx.insert(questions).values(toRow(seedItemRow(step.item))).onConflictDoNothing({ target: questions.fingerprint, where: sql.raw('replaced_by is null') });
      return;
    case 'update': {
      const row = toRow(seedItemRow(step.item));
      await tx
        .update(questions)
        .set({
          text: row.text,
          options: row.options,
          category: row.category,
          seedDiagnosticPower: row.seedDiagnosticPower,
          // An observed value in force stays; only the seed value changes under it.
          diagnosticPower: sql`case when ${questions.diagnosticPowerComputedAt} is null then ${row.seedDiagnosticPower}::real else ${questions.diagnosticPower} end`,
          key: row.key,
          situation: row.situation,
          fingerprint: row.fingerprint,
          // A keyless row taken by an item was retired by an earlier seed (or stored before keys): it is in the bank again.
          ...(step.row.key === null ? { active: true } : {}),
        })
        .where(eq(questions.id, step.row.id));
      return;
    }
    case 'replace': {
      const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('questions', 'id'))::int as id`));
      const id = Number(next!.id);
      await tx.update(questions).set({ replacedBy: id, active: false }).where(eq(questions.id, step.row.id));
      await tx.insert(questions).values({ ...toRow(seedItemRow(step.item)), id, active: step.row.active });
      return;
    }
    case 'retire':
      await tx.update(questions).set({ active: false, key: null }).where(eq(questions.id, step.row.id));
      return;
  }
}

/**
 * Brings the stored seed rows in line with the bank (seed-upgrade.ts has the rules): new items are inserted, edited
 * ones updated in place or replaced by a new version, items no longer in the bank retired. One transaction under an
 * advisory lock, so processes starting together take turns and the later ones find nothing to do. New rows are
 * written in bank order, so their ids follow it.
 */
export async function applySeedBank(db: Database, bank: readonly SeedItem[]): Promise<SeedUpgradeSummary> {
  const summary: SeedUpgradeSummary = { insert: 0, update: 0, replace: 0, retire: 0 };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const stored = await tx
      .select({
        id: questions.id,
        key: questions.key,
        text: questions.text,
        options: questions.options,
        category: questions.category,
        seedDiagnosticPower: questions.seedDiagnosticPower,
        situation: questions.situation,
        active: questions.active,
        fingerprint: questions.fingerprint,
      })
      .from(questions)
      .where(and(eq(questions.source, 'seed'), isNull(questions.replacedBy)))
      .orderBy(asc(questions.id));
    for (const step of planSeedUpgrade(stored, bank)) {
      await applySeedStep(tx, step);
      summary[step.kind] += 1;
    }
  });
  if (Object.values(summary).some((count) => count > 0)) invalidateQuestionCatalog(db);
  return summary;
}

const bankColumns = {
  id: questions.id,
  text: questions.text,
  options: questions.options,
  category: questions.category,
  diagnosticPower: questions.diagnosticPower,
  seedDiagnosticPower: questions.seedDiagnosticPower,
  diagnosticPowerComputedAt: questions.diagnosticPowerComputedAt,
  diagnosticPowerResponses: questions.diagnosticPowerResponses,
  source: questions.source,
  active: questions.active,
  key: questions.key,
  situation: questions.situation,
  replacedBy: questions.replacedBy,
  createdAt: questions.createdAt,
};

/** A stored question with every column the admin shows, and its answer counts. */
export interface QuestionWithAnswers {
  id: number;
  text: string;
  options: { id: string; text: string }[];
  category: string;
  diagnosticPower: number | null;
  seedDiagnosticPower: number | null;
  diagnosticPowerComputedAt: Date | null;
  diagnosticPowerResponses: number | null;
  source: string;
  active: boolean;
  key: string | null;
  situation: string;
  replacedBy: number | null;
  createdAt: Date;
  /** Stored answers to the question, and their item-rest matches in answers (diagnostic-power.ts). */
  responses: number;
  matches: number;
}

const answerColumns = {
  responses: sql<number>`coalesce(${questionAnswerCounts.responses}, 0)::int`,
  matches: sql<number>`coalesce(${questionAnswerCounts.restMatchSixtieths}, 0)::float8 / ${sql.raw(String(MATCH_UNITS_PER_ANSWER))}`,
};

/** Every question, active or not, by id, with its answer counts (one row per question: the counts are kept by trigger). */
export async function listQuestionsWithAnswers(db: Database, id?: number): Promise<QuestionWithAnswers[]> {
  const rows = await db
    .select({ ...bankColumns, ...answerColumns })
    .from(questions)
    .leftJoin(questionAnswerCounts, eq(questionAnswerCounts.questionId, questions.id))
    .where(id === undefined ? undefined : eq(questions.id, id))
    .orderBy(asc(questions.id));
  return rows.map((row) => ({ ...row, responses: Number(row.responses), matches: Number(row.matches) }));
}

export type ActiveChange = { question: QuestionWithAnswers } | { replacedBy: number } | null;

/**
 * Activates or deactivates a question. A replaced version of an edited seed item cannot be activated again (its
 * successor is the one to use): the answer is then `{replacedBy}`. Null when there is no such question.
 */
export async function setQuestionActive(db: Database, id: number, active: boolean): Promise<ActiveChange> {
  const changed = await db
    .update(questions)
    .set({ active })
    .where(and(eq(questions.id, id), active ? isNull(questions.replacedBy) : undefined))
    .returning({ id: questions.id });
  if (changed.length === 0) {
    const [existing] = await db.select({ replacedBy: questions.replacedBy }).from(questions).where(eq(questions.id, id));
    return existing?.replacedBy ? { replacedBy: existing.replacedBy } : null;
  }
  invalidateQuestionCatalog(db);
  const [question] = await listQuestionsWithAnswers(db, id);
  return question ? { question } : null;
}

/**
 * Recomputes diagnosticPower from the stored answer counts (diagnostic-power.ts has the rule) and writes the rows
 * that change, in one short transaction. Safe with several API processes: whoever holds the advisory lock computes;
 * a process that finds it taken skips (null), since the holder computes from the same counts. Returns how many
 * questions changed.
 */
export async function refreshDiagnosticPowers(db: Database, now = new Date()): Promise<number | null> {
  const changed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${POWER_REFRESH_LOCK}) as locked`));
    if (!lock?.locked) return null;
    const rows = await tx
      .select({
        id: questions.id,
        diagnosticPower: questions.diagnosticPower,
        seedDiagnosticPower: questions.seedDiagnosticPower,
        diagnosticPowerComputedAt: questions.diagnosticPowerComputedAt,
        diagnosticPowerResponses: questions.diagnosticPowerResponses,
        ...answerColumns,
      })
      .from(questions)
      .leftJoin(questionAnswerCounts, eq(questionAnswerCounts.questionId, questions.id));
    const updates = planPowerUpdates(
      rows.map((row) => ({ ...row, responses: Number(row.responses), matches: Number(row.matches) })),
      now,
    );
    if (updates.length > 0) {
      await tx.execute(sql`
        update questions set diagnostic_power = x.power, diagnostic_power_computed_at = x.computed_at, diagnostic_power_responses = x.responses
        from json_to_recordset(${JSON.stringify(updates.map((update) => ({ id: update.id, power: update.diagnosticPower, computed_at: update.computedAt?.toISOString() ?? null, responses: update.responses })))}::json)
          as x(id integer, power real, computed_at timestamptz, responses integer)
        where questions.id = x.id`);
    }
    return updates.length;
  });
  if (changed) invalidateQuestionCatalog(db);
  return changed;
}
