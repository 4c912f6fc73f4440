import { ENTREPRENEUR_TYPES, QUIZ, type EntrepreneurType } from '@edna/shared-contracts';
import { SEED_QUESTIONS, type SeedQuestion } from './question-bank';

/**
 * The seed bank is a forced-choice test: a visitor picks one of five options, one per type. An option that stands out
 * (longer, shorter, or labelled with its type's favourite word) draws answers for that reason instead of for what it
 * says, so these checks keep the options alike in form. docs/item-writing.md explains the rules.
 */

const MAX_LONGEST_TO_SHORTEST = 1.4;
/** The mean option length of the longest-worded type over that of the shortest-worded one. */
const MAX_TYPE_MEAN_SPREAD = 1.15;
/** With five options, each type would be the longest (or shortest) in 20% of items by chance. */
const MAX_SHARE_LONGEST_OR_SHORTEST = 0.3;
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Words that name a type's trait instead of showing a behaviour; an option containing one gives its type away. */
const GIVEAWAY_WORDS =
  /\b(innovat\w*|disrupt\w*|visionary|data-driven|strategic\w*|quickly|hustl\w*|craftsman\w*|quality|perfect\w*|excellen\w*|communit\w*|impact\w*|social|ethical\w*|passion\w*|bold(ly)?)\b/i;

const lengthsOf = (question: SeedQuestion) => question.options.map((option) => option.length);

/** The first `count` questions the quiz takes as its core: diagnosticPower descending, ties in bank order. */
function coreOf(count: number): SeedQuestion[] {
  return SEED_QUESTIONS.map((question, index) => ({ question, index }))
    .sort((a, b) => b.question.diagnosticPower - a.question.diagnosticPower || a.index - b.index)
    .slice(0, count)
    .map(({ question }) => question);
}

function countByCategory(questions: readonly SeedQuestion[]): Record<EntrepreneurType, number> {
  const counts = Object.fromEntries(ENTREPRENEUR_TYPES.map((type) => [type, 0])) as Record<EntrepreneurType, number>;
  for (const question of questions) counts[question.category] += 1;
  return counts;
}

const evenly = (perCategory: number) => Object.fromEntries(ENTREPRENEUR_TYPES.map((type) => [type, perCategory]));

describe('seed question bank balance', () => {
  it('names every situation by a unique kebab-case key', () => {
    const keys = SEED_QUESTIONS.map((question) => question.key);
    expect(keys.filter((key) => !KEBAB_CASE.test(key))).toEqual([]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keeps the longest option of every question within 1.4 times the shortest', () => {
    const unbalanced = SEED_QUESTIONS.filter((question) => {
      const lengths = lengthsOf(question);
      return Math.max(...lengths) > MAX_LONGEST_TO_SHORTEST * Math.min(...lengths);
    }).map((question) => `${question.key}: ${lengthsOf(question).join(', ')}`);
    expect(unbalanced).toEqual([]);
  });

  it('keeps the mean option length of each type within 15% of every other type', () => {
    const means = ENTREPRENEUR_TYPES.map(
      (_, optionIndex) =>
        SEED_QUESTIONS.reduce((sum, question) => sum + question.options[optionIndex]!.length, 0) / SEED_QUESTIONS.length,
    );
    expect(Math.max(...means) / Math.min(...means)).toBeLessThanOrEqual(MAX_TYPE_MEAN_SPREAD);
  });

  it('makes no type the longest or the shortest option in more than 30% of questions', () => {
    const longest = ENTREPRENEUR_TYPES.map(() => 0);
    const shortest = ENTREPRENEUR_TYPES.map(() => 0);
    for (const question of SEED_QUESTIONS) {
      const lengths = lengthsOf(question);
      longest[lengths.indexOf(Math.max(...lengths))]! += 1;
      shortest[lengths.indexOf(Math.min(...lengths))]! += 1;
    }
    const limit = MAX_SHARE_LONGEST_OR_SHORTEST * SEED_QUESTIONS.length;
    expect(ENTREPRENEUR_TYPES.filter((_, index) => longest[index]! > limit)).toEqual([]);
    expect(ENTREPRENEUR_TYPES.filter((_, index) => shortest[index]! > limit)).toEqual([]);
  });

  it('uses no word in an option that labels its type', () => {
    const labelled = SEED_QUESTIONS.flatMap((question) => question.options.filter((option) => GIVEAWAY_WORDS.test(option)));
    expect(labelled).toEqual([]);
  });

  it('writes every option as an action, never as a description of a person or a thing', () => {
    const descriptions = SEED_QUESTIONS.flatMap((question) =>
      question.options.filter((option) => /^(the|a|an|one|someone|whoever)\b/i.test(option)),
    );
    expect(descriptions).toEqual([]);
  });

  it('gives the Standard core three questions of each category and the Deep Dive core four', () => {
    const standard = QUIZ.modes.STANDARD.core;
    const deepDive = QUIZ.modes.DEEP_DIVE.core;
    expect(countByCategory(coreOf(standard))).toEqual(evenly(standard / ENTREPRENEUR_TYPES.length));
    expect(countByCategory(coreOf(deepDive))).toEqual(evenly(deepDive / ENTREPRENEUR_TYPES.length));
  });

  it('separates each core from the next question by diagnosticPower, so the core does not depend on stored ids', () => {
    const powers = coreOf(SEED_QUESTIONS.length).map((question) => question.diagnosticPower);
    for (const size of [QUIZ.modes.STANDARD.core, QUIZ.modes.DEEP_DIVE.core]) {
      expect(powers[size - 1]).toBeGreaterThan(powers[size]!);
    }
  });
});
