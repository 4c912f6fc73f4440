import { ADMIN_QUESTION_PAGE_DEFAULT } from '@edna/shared-contracts/rules';
import type { AdminQuestionQueryInput, DiagnosticPowerSource, EntrepreneurType, QuestionSource } from '@edna/shared-contracts';

/** The question bank's search as the admin sets it; '' means "any". */
export interface QuestionSearch {
  text: string;
  category: EntrepreneurType | '';
  source: QuestionSource | '';
  power: DiagnosticPowerSource | '';
  page: number;
}

export const EMPTY_QUESTION_SEARCH: QuestionSearch = { text: '', category: '', source: '', power: '', page: 1 };
export const QUESTION_PAGE_SIZE = ADMIN_QUESTION_PAGE_DEFAULT;

/** The API query of a search: only what is set, and always the page, so the answer is one page (newest first). */
export function questionSearchQuery(search: QuestionSearch): string {
  const query: Record<string, string> = {};
  const text = search.text.trim();
  if (text) query.q = text;
  if (search.category) query.category = search.category;
  if (search.source) query.source = search.source;
  if (search.power) query.power = search.power;
  query.page = String(search.page);
  query.pageSize = String(QUESTION_PAGE_SIZE);
  return new URLSearchParams(query satisfies AdminQuestionQueryInput).toString();
}

/** "21–40 of 103" for the page shown, or "0 of 0" when nothing matches. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  return `${Math.min(first, total)}–${Math.min(page * pageSize, total)} of ${total.toLocaleString('en-US')}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
