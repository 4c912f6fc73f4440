/**
 * Rules of the question bank shared by the API, the quiz and the admin: the order the quiz takes questions in, what
 * counts as one situation, and how stored answers turn into a question's diagnosticPower.
 */
import { OPTION_IDS } from '../domain';

/** Below this many stored answers a question's observed discrimination is not shown (null): too few to say anything. */
export const DISCRIMINATION_MIN_RESPONSES = 10;

/**
 * From this many stored answers on, the observed value replaces the seed value as a question's diagnosticPower.
 * With 200 answers the standard error of a share is at most 0.035, small against the spread between good and weak
 * items.
 */
export const DIAGNOSTIC_POWER_MIN_RESPONSES = 200;

/** diagnosticPower is in (0, 1]: an item that always contradicts the final type keeps this small positive value. */
export const MIN_DIAGNOSTIC_POWER = 0.001;

/** With five options, one per type, a random answer matches the respondent's final type one time in five. */
const CHANCE = 1 / OPTION_IDS.length;

const toThousandths = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Observed discrimination of a question: p = share of its stored answers whose option's type equals the respondent's
 * final primary type, corrected for chance: (p − 0.2) / (1 − 0.2). 1 means the answer always named the final type, 0
 * no better than chance, negative worse than chance. Rounded to 3 decimals; null below DISCRIMINATION_MIN_RESPONSES.
 */
export function observedDiscrimination(responses: number, matches: number): number | null {
  if (responses < DISCRIMINATION_MIN_RESPONSES || responses <= 0) return null;
  const p = matches / responses;
  return toThousandths((p - CHANCE) / (1 - CHANCE));
}

/**
 * Discrimination d in [−1, 1] mapped onto (0, 1]: (d + 1) / 2, rounded to 3 decimals, at least MIN_DIAGNOSTIC_POWER.
 * Chance level (d = 0) maps to 0.5, the provisional power of a generated question nobody has answered yet, so an
 * item proven no better than chance ranks with unproven ones and an item worse than chance below them.
 */
export function diagnosticPowerFromDiscrimination(discrimination: number): number {
  return Math.max(MIN_DIAGNOSTIC_POWER, Math.min(1, toThousandths((discrimination + 1) / 2)));
}

/** The observed diagnosticPower of a question with these answer counts, or null while there are too few answers to show. */
export function observedDiagnosticPower(responses: number, matches: number): number | null {
  const discrimination = observedDiscrimination(responses, matches);
  return discrimination === null ? null : diagnosticPowerFromDiscrimination(discrimination);
}

export interface OrderedQuestion {
  id: number;
  diagnosticPower?: number | null;
  situation?: string | null;
}

/**
 * The quiz's order: diagnosticPower descending; equal powers by id ascending. A question without a power sorts after
 * every question that has one (by id among themselves), which keeps the order total and stable.
 */
export function compareByDiagnosticPower(a: OrderedQuestion, b: OrderedQuestion): number {
  const powerA = a.diagnosticPower ?? Number.NEGATIVE_INFINITY;
  const powerB = b.diagnosticPower ?? Number.NEGATIVE_INFINITY;
  if (powerA !== powerB) return powerB > powerA ? 1 : -1;
  return a.id - b.id;
}

/** The situation a question is about; a question that names none is a situation of its own. */
export function situationOf(question: Pick<OrderedQuestion, 'id' | 'situation'>): string {
  return question.situation ?? `question-${question.id}`;
}
