import { gzipSync } from 'node:zlib';
import { OPTION_IDS, compareByDiagnosticPower, type Question } from '@edna/shared-contracts';

/** A question as the quiz needs it, active or not. */
export interface StoredQuestion {
  id: number;
  text: string;
  options: { id: string; text: string }[];
  category: string;
  diagnosticPower: number | null;
  situation: string;
  active: boolean;
}

export interface CatalogSnapshot {
  /** Every question, active or not (answers to a question retired mid-quiz still count). */
  byId: ReadonlyMap<number, StoredQuestion>;
  /** The answers of GET /api/questions (plain and gzipped) and GET /api/questions/count, serialized once per snapshot. */
  activeJson: Buffer;
  activeJsonGzip: Buffer;
  countJson: Buffer;
  activeCount: number;
  /** The text of the question every new quiz opens with (the quiz's order puts it first), or null without questions. */
  openingQuestion: string | null;
}

export interface QuestionCatalog {
  snapshot(): Promise<CatalogSnapshot>;
  /** Drops the snapshot; the next read loads the table again. */
  invalidate(): void;
}

/** A question as the quiz sees it: options in a..e order. */
export function toQuestionDto(question: StoredQuestion): Question {
  const options = [...question.options].sort((a, b) => OPTION_IDS.indexOf(a.id as never) - OPTION_IDS.indexOf(b.id as never));
  return {
    id: question.id,
    text: question.text,
    options: options.map((option) => ({ id: option.id as Question['options'][number]['id'], text: option.text })),
    category: question.category as Question['category'],
    ...(question.diagnosticPower === null ? {} : { diagnosticPower: question.diagnosticPower }),
    situation: question.situation,
  };
}

function buildSnapshot(rows: readonly StoredQuestion[]): CatalogSnapshot {
  const active = rows.filter((row) => row.active).map(toQuestionDto);
  const activeJson = Buffer.from(JSON.stringify(active));
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    activeJson,
    activeJsonGzip: gzipSync(activeJson),
    countJson: Buffer.from(JSON.stringify({ count: active.length })),
    activeCount: active.length,
    openingQuestion: active.reduce<Question | null>((first, question) => (!first || compareByDiagnosticPower(question, first) < 0 ? question : first), null)?.text ?? null,
  };
}

/**
 * The question table kept in memory: every quiz reads it, and it changes rarely (seed, generation, diagnosticPower
 * refreshes). A snapshot lives for `ttlMs`; a write through this process invalidates it at once (store.ts does), and
 * a write by another process shows within `ttlMs`. Concurrent reads of an expired snapshot share one load.
 */
export function createQuestionCatalog(loadAll: () => Promise<StoredQuestion[]>, ttlMs: number): QuestionCatalog {
  let current: { snapshot: CatalogSnapshot; loadedAt: number } | null = null;
  let loading: Promise<CatalogSnapshot> | null = null;
  let generation = 0;

  function load(): Promise<CatalogSnapshot> {
    const startedGeneration = generation;
    const attempt = loadAll()
      .then((rows) => {
        const snapshot = buildSnapshot(rows);
        if (startedGeneration === generation) current = { snapshot, loadedAt: Date.now() };
        return snapshot;
      })
      .finally(() => {
        if (loading === attempt) loading = null;
      });
    loading = attempt;
    return attempt;
  }

  return {
    snapshot() {
      if (current && Date.now() - current.loadedAt < ttlMs) return Promise.resolve(current.snapshot);
      return loading ?? load();
    },
    invalidate() {
      generation += 1;
      current = null;
      loading = null;
    },
  };
}
