import { randomUUID } from 'node:crypto';
import { ENTREPRENEUR_TYPES, PROVISIONAL_DIAGNOSTIC_POWER, questionFingerprint, type EntrepreneurType } from '@edna/shared-contracts';
import { BUSINESSES, MAX_QUESTION_TEXT_LENGTH, questionText as questionTextOf, type BusinessKind, type OptionTexts, type Situation, type Stake } from './builtin-grammar';
import { allSituations } from './builtin-situations';
import { DuplicateIndex } from '../../shared/question-bank/duplicate-index';

export interface GeneratedQuestion {
  text: string;
  category: EntrepreneurType;
  /** The key of the situation template; a quiz never shows two questions of the same situation. */
  situation: string;
  /** In option-id order a..e: Visionary, Pragmatist, Hustler, Craftsman, Social Driver. */
  options: OptionTexts;
  diagnosticPower: number;
}

export { MAX_QUESTION_TEXT_LENGTH } from './builtin-grammar';
export const MAX_OPTION_LENGTH = 150;
const BUSINESS_SLOT = '{business}';

/**
 * Writes new questions from the situation templates (builtin-situations/). Each stake of a situation has its own five
 * options, so it is used at most once: stakes whose question is already in `existing` (recognised by the wording of
 * the setup and the stake, whatever the business) are skipped, which keeps every option set in the bank distinct.
 *
 * A situation's hand-written stakes, each written to answer its own pressure, are used before its composed ones.
 *
 * Categories take turns, so a batch is balanced across the five types. Within a category the situation used least so
 * far (in `existing` and in this batch) goes next, so a situation comes back only once every other one of its category
 * has been used as often. Each question is set in the fitting kind of business used least so far, again counting
 * `existing`, so one kind of business does not dominate the bank. A text that is a near-duplicate of an existing or
 * already written one is refused and the next fitting business is tried.
 *
 * Returns fewer than `count` questions only when every stake is used. Deterministic for a given seed and `existing`.
 */
export function generateBuiltinQuestions(options: { count: number; existing: readonly string[]; seed?: string }): GeneratedQuestion[] {
  const wanted = Number.isFinite(options.count) ? Math.max(0, Math.floor(options.count)) : 0;
  const random = mulberry32(hashSeed(options.seed ?? randomUUID()));
  const usage = existingUsage(options.existing);
  const writer: Writer = { random, bank: DuplicateIndex.ofTexts(options.existing), businessUse: usage.businesses };

  const pools = ENTREPRENEUR_TYPES.map((category) =>
    shuffle(
      allSituations().filter((situation) => situation.category === category),
      random,
    ).map((situation) => {
      const unused = situation.stakes.filter((stake) => !usage.stakes.has(stake));
      return {
        situation,
        stakes: [...shuffle(unused.filter((stake) => !stake.pressure), random), ...shuffle(unused.filter((stake) => stake.pressure), random)],
        used: usage.situations.get(situation.key) ?? 0,
      };
    }),
  );
  const exhausted = new Set<number>();
  const questions: GeneratedQuestion[] = [];
  let turn = Math.floor(random() * ENTREPRENEUR_TYPES.length);

  while (questions.length < wanted && exhausted.size < ENTREPRENEUR_TYPES.length) {
    const categoryIndex = turn % ENTREPRENEUR_TYPES.length;
    turn += 1;
    if (exhausted.has(categoryIndex)) continue;
    const question = nextQuestion(pools[categoryIndex] ?? [], writer);
    if (question) questions.push(question);
    else exhausted.add(categoryIndex);
  }
  return questions;
}

interface SituationPool {
  situation: Situation;
  /** Stakes not used yet, in the order they will be tried. */
  stakes: Stake[];
  used: number;
}

interface Writer {
  random: () => number;
  /** Existing and already written texts. */
  bank: DuplicateIndex;
  businessUse: Map<BusinessKind, number>;
}

function nextQuestion(pools: SituationPool[], writer: Writer): GeneratedQuestion | null {
  for (;;) {
    let pool: SituationPool | undefined;
    for (const candidate of pools) {
      if (candidate.stakes.length > 0 && (!pool || candidate.used < pool.used)) pool = candidate;
    }
    if (!pool) return null;
    const stake = pool.stakes.shift();
    if (!stake) continue;
    const question = write(pool.situation, stake, writer);
    if (question) {
      pool.used += 1;
      return question;
    }
  }
}

/** The question for this stake, set in the least-used fitting business whose text repeats nothing in the bank. */
function write(situation: Situation, stake: Stake, writer: Writer): GeneratedQuestion | null {
  const uses = (kind: BusinessKind) => writer.businessUse.get(kind) ?? 0;
  const kinds = shuffle(stake.fits ?? situation.fits, writer.random).sort((a, b) => uses(a) - uses(b));
  for (const kind of kinds) {
    const names: readonly string[] = BUSINESSES[kind];
    const name = names[Math.floor(writer.random() * names.length)] ?? names[0] ?? kind;
    const text = questionText(situation, stake, name);
    if (text.length > MAX_QUESTION_TEXT_LENGTH || writer.bank.duplicateOf(text) !== null) continue;
    writer.bank.add(text, text);
    writer.businessUse.set(kind, uses(kind) + 1);
    return {
      text,
      category: situation.category,
      situation: situation.key,
      options: stake.options,
      diagnosticPower: PROVISIONAL_DIAGNOSTIC_POWER,
    };
  }
  return null;
}

export function questionText(situation: Situation, stake: Stake, businessName: string): string {
  return questionTextOf(situation, stake.text, businessName);
}

/**
 * What the existing texts already use, compared on fingerprints: a text uses a situation when it contains the fixed
 * part of the setup after the business, one of its stakes when it also contains the stake, and a kind of business
 * when it contains one of that kind's names.
 */
function existingUsage(existing: readonly string[]): {
  stakes: Set<Stake>;
  situations: Map<string, number>;
  businesses: Map<BusinessKind, number>;
} {
  const padded = (text: string) => ` ${questionFingerprint(text)} `;
  const anchors = allSituations().map((situation) => ({
    situation,
    setup: padded(situation.setup.split(BUSINESS_SLOT).at(-1) ?? ''),
    stakes: situation.stakes.map((stake) => ({ stake, needle: padded(stake.text) })),
  }));
  const names = Object.entries(BUSINESSES).map(([kind, kindNames]) => ({
    kind: kind as BusinessKind,
    needles: kindNames.map(padded),
  }));
  const stakes = new Set<Stake>();
  const situations = new Map<string, number>();
  const businesses = new Map<BusinessKind, number>();
  for (const text of existing) {
    const fingerprint = padded(text);
    for (const anchor of anchors) {
      if (!fingerprint.includes(anchor.setup)) continue;
      situations.set(anchor.situation.key, (situations.get(anchor.situation.key) ?? 0) + 1);
      for (const { stake, needle } of anchor.stakes) if (fingerprint.includes(needle)) stakes.add(stake);
    }
    for (const { kind, needles } of names) {
      if (needles.some((needle) => fingerprint.includes(needle))) businesses.set(kind, (businesses.get(kind) ?? 0) + 1);
    }
  }
  return { stakes, situations, businesses };
}

function hashSeed(seed: string): number {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast 32-bit PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}
