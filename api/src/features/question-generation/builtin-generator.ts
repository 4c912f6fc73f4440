import { randomUUID } from 'node:crypto';
import { ENTREPRENEUR_TYPES, questionFingerprint, type EntrepreneurType } from '@edna/shared-contracts';
import { BUSINESSES, ENDINGS, OPENERS, SITUATIONS, STAKES, type Business, type Situation, type Stake, type TagRule } from './builtin-grammar';
import {
  NEAR_DUPLICATE_SIMILARITY,
  TRIGRAM_MIN_WORDS,
  jaccard,
  similarity,
  wordShingles,
} from './fingerprint';

export interface GeneratedQuestion {
  text: string;
  category: EntrepreneurType;
  /** In option-id order a..e: Visionary, Pragmatist, Hustler, Craftsman, Social Driver. */
  options: readonly [string, string, string, string, string];
  diagnosticPower: number;
}

/**
 * Generated questions have no answers yet, so nothing is known about how well they separate the types. They start
 * in the middle of the (0, 1] scale, below the curated seed questions, so the quiz keeps preferring proven questions
 * for its core set; the admin bank browser shows the observed discrimination once people answer them.
 */
export const PROVISIONAL_DIAGNOSTIC_POWER = 0.5;
export const MAX_QUESTION_TEXT_LENGTH = 260;
export const MAX_OPTION_LENGTH = 160;

/**
 * Composes new questions from the curated grammar (builtin-grammar.ts).
 *
 * A unit is one (situation, business, stake) combination; it yields at most one question ever: units already present
 * in `existing` (recognised by their trigger, business and stake wording, whatever the phrasing) are skipped.
 * Categories take turns so a batch is balanced across the five types; within a type the situation used least so far
 * (in `existing` and in this batch) goes next, so a batch spreads over many situations. A unit's opener/ending
 * phrasings are tried in random order until one is accepted: a text is refused when its fingerprint equals that of
 * an existing or already generated text, or when its similarity to one of them reaches NEAR_DUPLICATE_SIMILARITY.
 * Returns fewer than `count` questions only when every unit is used or refused. Deterministic for a given seed and
 * `existing`.
 */
export function generateBuiltinQuestions(options: { count: number; existing: readonly string[]; seed?: string }): GeneratedQuestion[] {
  const wanted = Number.isFinite(options.count) ? Math.max(0, Math.floor(options.count)) : 0;
  const random = mulberry32(hashSeed(options.seed ?? randomUUID()));
  const guard = new DuplicateGuard();
  for (const text of options.existing) guard.add(text);

  const usage = existingUsage(options.existing);
  const pools = ENTREPRENEUR_TYPES.map((category) =>
    shuffle(
      SITUATIONS.filter((situation) => situation.category === category),
      random,
    ).map((situation) => ({
      situation,
      units: shuffle(
        unitsOf(situation).filter((unit) => !usage.units.has(unitKey(situation, unit.business, unit.stake))),
        random,
      ),
      next: 0,
      used: usage.situations.get(situation.id) ?? 0,
    })),
  );
  const exhausted = new Set<number>();
  const questions: GeneratedQuestion[] = [];
  let turn = Math.floor(random() * ENTREPRENEUR_TYPES.length);

  while (questions.length < wanted && exhausted.size < ENTREPRENEUR_TYPES.length) {
    const categoryIndex = turn % ENTREPRENEUR_TYPES.length;
    turn += 1;
    if (exhausted.has(categoryIndex)) continue;
    const question = nextQuestion(pools[categoryIndex] ?? [], guard, random);
    if (question) questions.push(question);
    else exhausted.add(categoryIndex);
  }
  return questions;
}

interface Unit {
  business: Business;
  stake: Stake | null;
}

interface SituationPool {
  situation: Situation;
  units: Unit[];
  next: number;
  used: number;
}

function nextQuestion(pools: SituationPool[], guard: DuplicateGuard, random: () => number): GeneratedQuestion | null {
  for (;;) {
    let pool: SituationPool | undefined;
    for (const candidate of pools) {
      if (candidate.next < candidate.units.length && (!pool || candidate.used < pool.used)) pool = candidate;
    }
    if (!pool) return null;
    const unit = pool.units[pool.next];
    pool.next += 1;
    if (!unit) continue;
    const question = composeAcceptable(pool.situation, unit, guard, random);
    if (question) {
      pool.used += 1;
      guard.add(question.text);
      return question;
    }
  }
}

function composeAcceptable(situation: Situation, unit: Unit, guard: DuplicateGuard, random: () => number): GeneratedQuestion | null {
  const slots = slotValues(unit.business);
  const options = situation.responses.map((response) => fill(response, slots)) as unknown as GeneratedQuestion['options'];
  if (options.some((option) => option.length > MAX_OPTION_LENGTH) || new Set(options).size !== options.length) return null;

  const trigger = fill(situation.trigger, slots);
  const phrasings = shuffle(
    OPENERS.flatMap((opener) => ENDINGS.map((ending) => [opener, ending] as const)),
    random,
  );
  for (const [opener, ending] of phrasings) {
    const sentences = [fill(opener, { ...slots, trigger }), unit.stake?.text, ending].filter(Boolean);
    const text = sentences.join(' ');
    if (text.length <= MAX_QUESTION_TEXT_LENGTH && guard.accepts(text)) {
      return { text, category: situation.category, options, diagnosticPower: PROVISIONAL_DIAGNOSTIC_POWER };
    }
  }
  return null;
}

function unitsOf(situation: Situation): Unit[] {
  const units: Unit[] = [];
  for (const business of BUSINESSES) {
    if (!situationFits(situation, business)) continue;
    units.push({ business, stake: null });
    for (const stake of STAKES) {
      if (allows(stake.fits, business) && !situation.avoidStakes?.includes(stake.id)) units.push({ business, stake });
    }
  }
  return units;
}

export function situationFits(situation: Situation, business: Business): boolean {
  if (!allows(situation.fits, business)) return false;
  const slots = slotValues(business);
  return [situation.trigger, ...situation.responses].every((template) => slotNames(template).every((name) => name in slots));
}

function allows(rule: TagRule | undefined, business: Business): boolean {
  if (!rule) return true;
  if (rule.anyOf && !rule.anyOf.some((tag) => business.tags.includes(tag))) return false;
  return !rule.noneOf?.some((tag) => business.tags.includes(tag));
}

function slotValues(business: Business): Record<string, string> {
  const values: Record<string, string> = {
    business: withIndefiniteArticle(business.name),
    short: business.short,
    customers: business.customers,
    staff: business.staff,
  };
  if (business.supplier) values.supplier = business.supplier;
  if (business.bestseller) values.bestseller = business.bestseller;
  return values;
}

const SLOT = /\{(\w+)\}/g;

function slotNames(template: string): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1] ?? '');
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(SLOT, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The grammar template slot ${match} has no value`);
    return value;
  });
}

function unitKey(situation: Situation, business: Business, stake: Stake | null): string {
  return `${situation.id}|${business.name}|${stake?.id ?? ''}`;
}

/**
 * Which units the existing texts already use, and how many existing texts use each situation. A text uses a
 * situation when it contains the longest fixed part of the trigger, a business when it contains its name, a stake
 * when it contains its sentence (none of them: the unit without a stake); all compared on fingerprints.
 */
function existingUsage(existing: readonly string[]): { units: Set<string>; situations: Map<string, number> } {
  const padded = (text: string) => ` ${questionFingerprint(text)} `;
  const anchors = SITUATIONS.map((situation) => ({ situation, needle: padded(longestFixedPart(situation.trigger)) }));
  const names = BUSINESSES.map((business) => ({ business, needle: padded(business.name) }));
  const stakes = STAKES.map((stake) => ({ stake, needle: padded(stake.text) }));
  const units = new Set<string>();
  const situations = new Map<string, number>();
  for (const text of existing) {
    const fingerprint = padded(text);
    const found = anchors.filter(({ needle }) => needle.trim() !== '' && fingerprint.includes(needle));
    if (found.length === 0) continue;
    for (const { situation } of found) situations.set(situation.id, (situations.get(situation.id) ?? 0) + 1);
    const stakesFound = stakes.filter(({ needle }) => fingerprint.includes(needle)).map(({ stake }) => stake);
    for (const { business } of names.filter(({ needle }) => fingerprint.includes(needle))) {
      for (const { situation } of found) {
        for (const stake of stakesFound.length > 0 ? stakesFound : [null]) units.add(unitKey(situation, business, stake));
      }
    }
  }
  return { units, situations };
}

function longestFixedPart(template: string): string {
  return template
    .split(SLOT)
    .filter((_, index) => index % 2 === 0)
    .reduce((longest, part) => (part.trim().length > longest.trim().length ? part : longest), '');
}

/** 'an' before a vowel sound: "an independent label", "a one-off", "a B2B startup", "an SaaS tool". */
export function withIndefiniteArticle(phrase: string): string {
  const word = phrase.split(/[\s-]/)[0] ?? '';
  let vowelSound: boolean;
  if (word.length > 1 && word === word.toUpperCase() && /^[A-Z]/.test(word)) vowelSound = /^[AEFHILMNORSX]/.test(word);
  else if (/^(one|once|uni|use|usu|ute|eu|ewe)/i.test(word)) vowelSound = false;
  else if (/^(hour|honest|honou?r|heir)/i.test(word)) vowelSound = true;
  else vowelSound = /^[aeiou]/i.test(word);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/**
 * Rejects exact and near duplicates of everything added so far. Two long texts (both ≥ TRIGRAM_MIN_WORDS words) are
 * compared on word trigrams, as similarity() does; an inverted index keeps that fast. If J(A, B) ≥ t then
 * |A ∩ B| ≥ t·|A ∪ B| ≥ t·|A|, so B shares at least one of any |A| − ⌈t·|A|⌉ + 1 trigrams of A: probing the rarest
 * that many finds every near duplicate, which is then confirmed with the exact Jaccard value. Short texts are few and
 * compared one by one with similarity().
 */
class DuplicateGuard {
  private readonly fingerprints = new Set<string>();
  private readonly shortTexts: string[] = [];
  private readonly longTexts: string[] = [];
  private readonly trigramSets: Set<string>[] = [];
  private readonly postings = new Map<string, number[]>();

  add(text: string): void {
    const fingerprint = questionFingerprint(text);
    this.fingerprints.add(fingerprint);
    const words = fingerprint === '' ? [] : fingerprint.split(' ');
    if (words.length < TRIGRAM_MIN_WORDS) {
      this.shortTexts.push(text);
      return;
    }
    const id = this.trigramSets.length;
    const trigrams = wordShingles(words, 3);
    this.longTexts.push(text);
    this.trigramSets.push(trigrams);
    for (const trigram of trigrams) {
      const posting = this.postings.get(trigram);
      if (posting) posting.push(id);
      else this.postings.set(trigram, [id]);
    }
  }

  accepts(text: string): boolean {
    const fingerprint = questionFingerprint(text);
    if (this.fingerprints.has(fingerprint)) return false;
    const isNear = (other: string) => similarity(text, other) >= NEAR_DUPLICATE_SIMILARITY;
    if (this.shortTexts.some(isNear)) return false;
    const words = fingerprint === '' ? [] : fingerprint.split(' ');
    if (words.length < TRIGRAM_MIN_WORDS) return !this.longTexts.some(isNear);

    const trigrams = wordShingles(words, 3);
    const minimumShared = Math.ceil(NEAR_DUPLICATE_SIMILARITY * trigrams.size - 1e-9);
    const probes = [...trigrams]
      .map((trigram) => this.postings.get(trigram) ?? [])
      .sort((a, b) => a.length - b.length)
      .slice(0, trigrams.size - minimumShared + 1);
    const checked = new Set<number>();
    for (const posting of probes) {
      for (const id of posting) {
        if (checked.has(id)) continue;
        checked.add(id);
        const other = this.trigramSets[id];
        if (other && jaccard(trigrams, other) >= NEAR_DUPLICATE_SIMILARITY) return false;
      }
    }
    return true;
  }
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
