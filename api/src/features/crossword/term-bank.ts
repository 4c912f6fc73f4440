import type { CrosswordTerm } from './term-bank/term';
import { INNOVATION_AND_STRATEGY } from './term-bank/innovation-and-strategy';
import { FINANCE_AND_GROWTH } from './term-bank/finance-and-growth';
import { MARKET_AND_COMPETITION } from './term-bank/market-and-competition';
import { OPERATIONS_AND_SCALING } from './term-bank/operations-and-scaling';
import { INVESTMENT_AND_VALUATION } from './term-bank/investment-and-valuation';
import { LEADERSHIP_AND_CULTURE } from './term-bank/leadership-and-culture';

/** The bank's terms beyond the day sets' built-in clues, one file per theme in ./term-bank. */
export const TERM_BANK: readonly CrosswordTerm[] = [
  ...INNOVATION_AND_STRATEGY,
  ...FINANCE_AND_GROWTH,
  ...MARKET_AND_COMPETITION,
  ...OPERATIONS_AND_SCALING,
  ...INVESTMENT_AND_VALUATION,
  ...LEADERSHIP_AND_CULTURE,
];
