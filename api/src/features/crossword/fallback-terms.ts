import type { PuzzleTerm } from './layout';

/**
 * The last resort when neither the day's theme nor the day set's built-in clues give four usable words (an empty
 * or damaged term bank): four general terms, laid out in the fixed fallback layout (see generator.ts).
 */
export const FALLBACK_TERMS: readonly PuzzleTerm[] = [
  {
    answer: 'STRATEGY',
    clue: "Porter's (1996) unique position, built on trade-offs and fit",
    businessConcept: 'Competitive Strategy',
    insight:
      'Choosing what not to do is the core of it: trade-offs make a position hard to copy, while best practice alone only moves a firm toward a frontier that every rival can reach.',
    hints: ["Michael Porter's work on positioning", 'The plan that says where a firm plays and how it wins'],
  },
  {
    answer: 'SUNKCOST',
    clue: 'Unrecoverable past outlay that should not sway a decision, yet does',
    businessConcept: 'Sunk Cost Fallacy',
    insight:
      "Arkes and Blumer's (1985) theatre experiment found season-ticket buyers who paid full price went to more plays in the first half of the season than those given a discount; the Concorde airliner is the standard corporate example.",
    hints: ['Behavioural decision-making and managerial economics', "Throwing good money after bad because you have already spent so much"],
  },
  {
    answer: 'MOAT',
    clue: "Buffett's castle image for an edge that keeps rivals at bay",
    businessConcept: 'Economic Moat',
    insight:
      "Morningstar's analysts sort its sources into switching costs, network effects, intangible assets, cost advantages and efficient scale; each lets returns on capital stay above their cost.",
    hints: ['Competitive advantage and its durability', 'The water-filled ditch that protects a castle'],
  },
  {
    answer: 'LEVERAGE',
    clue: 'Borrowing to magnify the return on equity, and its risk in step',
    businessConcept: 'Financial Leverage',
    insight:
      'Debt magnifies gains when assets earn more than the cost of borrowing and magnifies losses when they earn less; interest tax shields and distress costs decide how much of it is worth having.',
    hints: ['Capital structure and the debt-to-equity ratio', 'Using borrowed money to make a bet bigger, like a mortgage on a house'],
  },
];
