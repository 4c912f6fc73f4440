import type { PuzzleTerm } from './layout';

/**
 * The last resort when neither the day's theme nor the day set's built-in clues give four usable words (an empty
 * or damaged term bank): four general terms, laid out in the fixed fallback layout (see generator.ts).
 */
export const FALLBACK_TERMS: readonly PuzzleTerm[] = [
  {
    answer: 'STRATEGY',
    clue: 'An integrated set of choices that positions a firm to win against its rivals',
    businessConcept: 'Competitive Strategy',
    insight: 'Strategy is as much about what a firm chooses not to do as what it does; trade-offs make a position hard to copy.',
    hints: ['Think of Porter: choosing a unique position rather than merely operating well.', 'The plan that says where to play and how to win.'],
  },
  {
    answer: 'MARGIN',
    clue: 'What is left of revenue after the cost of producing what was sold, as a share of sales',
    businessConcept: 'Gross Margin',
    insight: 'High margins signal pricing power or a cost advantage, and they fund the reinvestment that sustains growth.',
    hints: ['Compare what a customer pays with what it costs to deliver.', 'Price minus cost, as a percentage.'],
  },
  {
    answer: 'MOAT',
    clue: 'A durable advantage that keeps competitors from eroding a business’s returns',
    businessConcept: 'Economic Moat',
    insight:
      'Network effects, switching costs, intangible assets and cost advantages let returns on capital stay above its cost for years.',
    hints: ['Warren Buffett’s image for a defensible business.', 'The water-filled ditch around a castle.'],
  },
  {
    answer: 'LEVERAGE',
    clue: 'Using borrowed money to amplify the return on equity, and its risk',
    businessConcept: 'Financial Leverage',
    insight: 'Debt magnifies gains when returns exceed the cost of borrowing and magnifies losses when they do not.',
    hints: ['Think of the debt-to-equity ratio and what it does to returns.', 'Borrowing to magnify results.'],
  },
];
