/**
 * `npm run content:report`: the figures of the content check (api/src/shared/question-bank/content-check.ts) for the
 * seed bank and for batches of 100 and 300 questions of the built-in generator (generated against the seed bank, as
 * the admin's generation is, from a fixed seed so two runs print the same). Exits with 1 when a bank breaks a rule.
 */
import { ENTREPRENEUR_TYPES } from '@edna/shared-contracts';
import { checkBank, type BankReport, type ContentItem } from '../shared/question-bank/content-check';
import { SEED_QUESTIONS } from '../features/quiz/question-bank';
import { generateBuiltinQuestions } from '../features/question-generation/builtin-generator';
import { TYPE_FROM_WORDS_LIMITS, typeFromWords, type TypeFromWordsReport } from '../shared/question-bank/type-from-words';

export const REPORT_GENERATOR_SEED = 'content-report';

export function seedBankItems(): ContentItem[] {
  return SEED_QUESTIONS.map((question) => ({ ...question, situation: question.key }));
}

/** A batch of the built-in generator as content, each item with the situation its template names (when it names one). */
export function generatedBatch(count: number, seed = REPORT_GENERATOR_SEED): ContentItem[] {
  const existing = SEED_QUESTIONS.map((question) => question.text);
  return generateBuiltinQuestions({ count, existing, seed }).map((question) => {
    const situation = (question as { situation?: unknown }).situation;
    return { text: question.text, category: question.category, options: question.options, situation: typeof situation === 'string' ? situation : null };
  });
}

export interface ContentReportSection {
  title: string;
  report: BankReport;
  /** Whether the options' words name their type (leave-one-item-out naive Bayes), and its limit for this bank. */
  words: TypeFromWordsReport;
  wordsLimit: number;
  /** Every rule broken: the content check's problems, and the word give-away above its limit. */
  problems: string[];
}

function section(title: string, items: readonly ContentItem[], report: BankReport, wordsLimit: number): ContentReportSection {
  const words = typeFromWords(items);
  const problems = [...report.problems];
  if (words.namedShare > wordsLimit) {
    problems.push(
      `a naive Bayes on the options' words names the type of ${percent(words.namedShare)} of options (trained on the other items); at most ${percent(wordsLimit)}`,
    );
  }
  return { title, report, words, wordsLimit, problems };
}

export function contentReport(): ContentReportSection[] {
  const seed = seedBankItems();
  const batch100 = generatedBatch(100);
  const batch300 = generatedBatch(300);
  return [
    section('Seed bank', seed, checkBank(seed, { distinctSituations: true }), TYPE_FROM_WORDS_LIMITS.seedBank),
    section('Built-in generator, batch of 100', batch100, checkBank(batch100, { against: seed }), TYPE_FROM_WORDS_LIMITS.generatedBatch),
    section('Built-in generator, batch of 300', batch300, checkBank(batch300, { against: seed }), TYPE_FROM_WORDS_LIMITS.generatedBatch),
  ];
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const PROBLEMS_SHOWN = 12;

export function formatSection({ title, report, words, wordsLimit, problems }: ContentReportSection): string {
  const lines = [
    `${title}: ${report.items} items`,
    `  items per category: ${ENTREPRENEUR_TYPES.map((type) => `${type} ${report.itemsPerCategory[type]}`).join(', ')}`,
    '  option length per type (mean characters; share of items where it is the longest / shortest):',
    ...report.types.map((figures) => `    ${figures.type.padEnd(14)}${figures.meanOptionLength.toFixed(1).padStart(6)}   longest ${percent(figures.longestShare).padStart(6)}   shortest ${percent(figures.shortestShare).padStart(6)}`),
    `  spread of the type means: ${percent(report.typeMeanSpread - 1)} (at most 15%)`,
    `  worst length ratio in an item: ${report.worstLengthRatio ? `${report.worstLengthRatio.ratio.toFixed(2)} ("${report.worstLengthRatio.item}")` : '-'} (at most 1.40)`,
    `  distinct option sets: ${percent(report.distinctOptionSetShare)}`,
    `  near-duplicate questions: ${report.repeatedQuestions.length}; repeated option sets (exact or near): ${report.repeatedOptionSets.length}`,
    `  situations: ${report.situations} (at most ${report.mostItemsInOneSituation} items in one)`,
    `  items breaking an item rule: ${new Set(report.itemProblems.map((line) => line.slice(0, line.indexOf('":') + 1))).size}`,
    `  options whose type a naive Bayes on their words names (leave one item out): ${percent(words.namedShare)} (at most ${percent(wordsLimit)}; 20% is chance);` +
      ` one of each type per item: ${percent(words.namedShareOneOfEach)}`,
    '  words that most point to a type (options of the type using it / mean of each other type):',
    ...ENTREPRENEUR_TYPES.map((type) => `    ${type.padEnd(14)}${words.topWords[type].map((word) => `${word.word} ${word.count}/${word.othersMean}`).join(', ')}`),
  ];
  if (problems.length === 0) {
    lines.push('  passes the content check');
  } else {
    lines.push(`  FAILS the content check (${problems.length} problems):`);
    lines.push(...problems.slice(0, PROBLEMS_SHOWN).map((problem) => `    - ${problem}`));
    if (problems.length > PROBLEMS_SHOWN) lines.push(`    … and ${problems.length - PROBLEMS_SHOWN} more`);
  }
  return lines.join('\n');
}

if (require.main === module) {
  const sections = contentReport();
  process.stdout.write(`${sections.map(formatSection).join('\n\n')}\n`);
  process.exitCode = sections.some((entry) => entry.problems.length > 0) ? 1 : 0;
}
