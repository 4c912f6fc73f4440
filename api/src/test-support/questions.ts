import { OPTION_IDS } from '@edna/shared-contracts';
import type { Database } from '../lib/db';
import { insertQuestions } from '../shared/question-bank/store';

export interface TestQuestion {
  key: string;
  text: string;
  category: string;
  diagnosticPower: number;
  options: readonly string[];
}

/**
 * Stores questions a test needs besides the seed bank, through the bank's owner like generated questions (the start-up
 * seed would retire seed rows it does not know). Each is its own situation, named after its key. Returns their ids.
 */
export function addTestQuestions(db: Database, items: readonly TestQuestion[]): Promise<number[]> {
  return insertQuestions(
    db,
    items.map((item) => ({
      text: item.text,
      category: item.category,
      options: item.options.map((text, index) => ({ id: OPTION_IDS[index]!, text })),
      diagnosticPower: item.diagnosticPower,
      source: 'builtin-generator',
      situation: `test:${item.key}`,
    })),
  );
}
