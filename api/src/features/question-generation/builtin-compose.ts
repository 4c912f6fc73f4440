import { BUSINESSES, MAX_QUESTION_TEXT_LENGTH, questionText, type BusinessKind, type OptionTexts, type Pressure, type Situation, type SituationActions, type Stake } from './builtin-grammar';
import { optionSetText } from '../../shared/question-bank/duplicate-index';
import { NEAR_DUPLICATE_SIMILARITY, jaccard, normalizedWords, wordShingles } from '../../shared/question-bank/similarity';

/**
 * Composed stakes: a situation's five actions under a pressure, each action followed by what it costs under that
 * pressure ("Buy a portable ramp this week and put up a bell by the steps, risking the cash you have left if it goes
 * wrong").
 *
 * The costs are not tied to a type's vocabulary. Each type pays in the currencies its behaviour spends (the
 * Pragmatist in time, the Hustler in risk, effort or money, …), and the same cost wording serves every type
 * that can pay it, so a reader cannot tell a type by how its cost is phrased, only by what the action does.
 */
type CostKind = 'time' | 'reach' | 'money' | 'risk' | 'effort' | 'doubt';

const COSTS: Record<CostKind, readonly [string, string]> = {
  time: ['which takes weeks you need {before}', 'which may not be ready {before}'],
  reach: ['which serves fewer people {before}', 'turning some customers away {before}'],
  money: ['which costs money you need {before}', 'paid from money you need {before}'],
  risk: ['risking {scarce} if it goes wrong', 'a gamble with {scarce}'],
  effort: ['which stretches your people thin {before}', 'with long days for everyone {before}'],
  doubt: ['though it may not pay off {before}', 'with no proof it will work {before}'],
};

/** The costs each type's behaviour can incur, in option order a..e (docs/item-writing.md, rule 4). */
const TYPE_COSTS: readonly (readonly CostKind[])[] = [
  ['doubt', 'risk', 'money', 'time'],
  ['time'],
  ['risk', 'effort', 'money'],
  ['reach', 'money', 'time'],
  ['effort', 'money', 'time'],
];

/** How many of the balanced ways to cost a pressure are tried before the pressure is left out of a situation. */
const CANDIDATES_PER_PRESSURE = 24;
/** How many balanced ways are collected per pressure before the better half is chosen from. */
const MAX_CHOICES = 160;
/** A composed item is kept only when its longest option is at most this many times the shortest (the rule is 1.4). */
const MAX_COMPOSED_LENGTH_RATIO = 1.3;
const MAX_COMPOSED_OPTION_LENGTH = 150;

const costText = (kind: CostKind, variant: 0 | 1, pressure: Pressure) =>
  COSTS[kind][variant].replace('{before}', pressure.before).replace('{scarce}', pressure.scarce);

interface Choice {
  texts: string[];
  ratio: number;
}

/** Every way to give the five actions distinct costs they can incur, in both wordings, within the length rules. */
function choices(actions: OptionTexts, pressure: Pressure, seed: number): Choice[] {
  // Each type's possible options, written once and put in an order set by the seed; the ways are then walked on
  // lengths alone, and the walk stops after MAX_CHOICES ways, so composing stays fast.
  let state = seed;
  const nextRandom = () => {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5;
    return ((state ^ (state >>> 13)) >>> 0) / 4294967296;
  };
  const perType = actions.map((action, type) =>
    (TYPE_COSTS[type] ?? [])
      .flatMap((kind) => ([0, 1] as const).map((variant) => ({ kind, text: `${action}, ${costText(kind, variant, pressure)}`, order: nextRandom() })))
      .sort((a, b) => a.order - b.order),
  );
  const found: Choice[] = [];
  const picked: { kind: CostKind; text: string }[] = [];
  const walk = (type: number, shortest: number, longest: number) => {
    if (found.length >= MAX_CHOICES) return;
    if (type === perType.length) {
      const ratio = longest / shortest;
      if (ratio <= MAX_COMPOSED_LENGTH_RATIO && longest <= MAX_COMPOSED_OPTION_LENGTH) found.push({ texts: picked.map((option) => option.text), ratio });
      return;
    }
    for (const option of perType[type] ?? []) {
      if (picked.some((other) => other.kind === option.kind)) continue;
      const low = Math.min(shortest, option.text.length);
      const high = Math.max(longest, option.text.length);
      if (high / low > MAX_COMPOSED_LENGTH_RATIO) continue;
      picked.push(option);
      walk(type + 1, low, high);
      picked.pop();
    }
  };
  walk(0, Number.POSITIVE_INFINITY, 0);
  return found;
}

/** The bank's rule for option sets: word trigrams of the normalized texts, near-duplicates from this similarity. */
const COMPOSED_SIMILARITY_LIMIT = NEAR_DUPLICATE_SIMILARITY;

const trigramsOf = (options: readonly string[]) => wordShingles(normalizedWords(optionSetText(options)), 3);

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/**
 * The composed stakes of one situation: one per pressure that fits it (not excluded, at least two kinds of business
 * that fit both, a way to cost the actions within the length rules, and an option set that does not nearly repeat
 * another of the situation). Which costs each type gets varies from pressure to pressure.
 */
/** How often each type's option has been the longest and the shortest of a composed stake so far. */
interface LengthBalance {
  longest: number[];
  shortest: number[];
}

const extremeOf = (texts: readonly string[], pick: (a: number, b: number) => boolean) =>
  texts.reduce((best, text, index) => (pick(text.length, texts[best]!.length) ? index : best), 0);

export function composedStakes(
  situation: Situation,
  actions: SituationActions,
  pressures: readonly Pressure[],
  balance: LengthBalance = { longest: [0, 0, 0, 0, 0], shortest: [0, 0, 0, 0, 0] },
): Stake[] {
  const stakes: Stake[] = [];
  // Option sets of this situation so far: a composed set must not nearly repeat one (the bank's rule for option sets).
  const optionSets = situation.stakes.map((stake) => trigramsOf(stake.options));
  const repeats = (options: readonly string[]) => {
    const trigrams = trigramsOf(options);
    return optionSets.some((other) => jaccard(trigrams, other) >= COMPOSED_SIMILARITY_LIMIT);
  };
  for (const pressure of pressures) {
    if (actions.excludes?.includes(pressure.key)) continue;
    const fits: readonly BusinessKind[] = situation.fits.filter(
      (kind) => (!pressure.fits || pressure.fits.includes(kind)) && BUSINESSES[kind].every((name) => questionText(situation, pressure.text, name).length <= MAX_QUESTION_TEXT_LENGTH),
    );
    if (fits.length < 2) continue;
    const start = hash(`${situation.key}/${pressure.key}`);
    const balanced = choices(actions.actions, pressure, start).sort((a, b) => a.ratio - b.ratio);
    // Among the better half of the balanced ways, so lengths stay even while the costs vary, starting at a place
    // chosen by a hash of the two keys, so the result is stable.
    const pool = balanced.slice(0, Math.max(1, Math.ceil(balanced.length / 2)));
    // Of those that repeat no option set of the situation, the one whose longest and shortest options belong to the
    // types that have been longest and shortest least often, so no type's option is usually the long or short one.
    const candidates = Array.from({ length: Math.min(pool.length, CANDIDATES_PER_PRESSURE) }, (_, tried) => {
      const { texts } = pool[(start + tried * 7919) % pool.length]!;
      const longest = extremeOf(texts, (a, b) => a > b);
      const shortest = extremeOf(texts, (a, b) => a < b);
      const score = Math.max(balance.longest[longest]!, balance.shortest[shortest]!) * 2 + balance.longest[longest]! + balance.shortest[shortest]!;
      return { texts, score, longest, shortest };
    }).sort((a, b) => a.score - b.score);
    const best = candidates.find((candidate) => !repeats(candidate.texts));
    if (!best) continue;
    optionSets.push(trigramsOf(best.texts));
    balance.longest[best.longest]! += 1;
    balance.shortest[best.shortest]! += 1;
    stakes.push({ text: pressure.text, options: best.texts as unknown as OptionTexts, pressure: pressure.key, ...(fits.length === situation.fits.length ? {} : { fits }) });
  }
  return stakes;
}

/** The situations with their composed stakes added after the hand-written ones. */
export function withComposedStakes(situations: readonly Situation[], allActions: readonly SituationActions[], pressures: readonly Pressure[]): Situation[] {
  const byKey = new Map(allActions.map((actions) => [actions.key, actions]));
  const balance: LengthBalance = { longest: [0, 0, 0, 0, 0], shortest: [0, 0, 0, 0, 0] };
  return situations.map((situation) => {
    const actions = byKey.get(situation.key);
    return actions ? { ...situation, stakes: [...situation.stakes, ...composedStakes(situation, actions, pressures, balance)] } : situation;
  });
}
