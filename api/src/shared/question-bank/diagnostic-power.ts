/**
 * diagnosticPower from stored answers (pure: which rows change; store.ts reads the counts and writes the changes).
 *
 * An answer's match is item-rest: whether its option names the type that comes first in the respondent's OTHER
 * answers (the answer itself left out, so it cannot vote for itself). When several types tie for first in the rest,
 * the answer counts as 1 / (tied types) of a match if it names one of them. A random answer is independent of the
 * rest, so it matches exactly one time in five and chance maps to a diagnosticPower of exactly 0.5. Matches are
 * stored in sixtieths of an answer (60 = the least common multiple of 1..5, so every share is whole);
 * migration 0011 keeps the same rule in SQL (rest_match_sixtieths).
 *
 * Until a question has DIAGNOSTIC_POWER_MIN_RESPONSES stored answers its seed value is in force. From then on its
 * observed discrimination, mapped onto (0, 1] (diagnosticPowerFromDiscrimination in shared-contracts), is in force,
 * stored with the time it was computed and the number of answers counted. Should answers be deleted so that fewer
 * than the threshold remain, the seed value is in force again.
 */
import { DIAGNOSTIC_POWER_MIN_RESPONSES, OPTION_IDS, observedDiagnosticPower } from '@edna/shared-contracts';

/** Sixtieths of an answer: every tie share 1/1..1/5 is a whole number of them. */
export const MATCH_UNITS_PER_ANSWER = 60;

/**
 * The item-rest match of the answer at `position` (0-based) of a submission whose options are `optionIds` (one
 * letter per answer), in sixtieths: 60 / (tied types) when its option's type is first (or tied first) among the other
 * answers, else 0.
 */
export function restMatchSixtieths(optionIds: string, position: number): number {
  const answer = optionIds[position];
  const rest = OPTION_IDS.map((id) => [...optionIds].filter((letter) => letter === id).length - (id === answer ? 1 : 0));
  const top = Math.max(...rest);
  const tied = rest.filter((count) => count === top).length;
  return rest[OPTION_IDS.indexOf(answer as (typeof OPTION_IDS)[number])] === top ? MATCH_UNITS_PER_ANSWER / tied : 0;
}

export interface PowerState {
  id: number;
  diagnosticPower: number | null;
  seedDiagnosticPower: number | null;
  diagnosticPowerComputedAt: Date | null;
  diagnosticPowerResponses: number | null;
  /** Stored answers to the question, and their item-rest matches (in answers: sixtieths / 60). */
  responses: number;
  matches: number;
}

export interface PowerUpdate {
  id: number;
  diagnosticPower: number | null;
  computedAt: Date | null;
  responses: number | null;
}

/** float4 columns come back with float noise on some drivers; values this close are the same value. */
const samePower = (a: number | null, b: number | null) => a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-6);

/**
 * The rows whose value in force changes: a question with enough answers whose count (or observed value) moved since
 * the last computation; a question that fell below the threshold while an observed value was in force. Nothing
 * changes for a question whose answers did not change, so a refresh with no new answers writes nothing.
 */
export function planPowerUpdates(rows: readonly PowerState[], now: Date): PowerUpdate[] {
  const updates: PowerUpdate[] = [];
  for (const row of rows) {
    if (row.responses >= DIAGNOSTIC_POWER_MIN_RESPONSES) {
      const observed = observedDiagnosticPower(row.responses, row.matches);
      if (row.diagnosticPowerResponses !== row.responses || !samePower(row.diagnosticPower, observed)) {
        updates.push({ id: row.id, diagnosticPower: observed, computedAt: now, responses: row.responses });
      }
    } else if (row.diagnosticPowerComputedAt !== null) {
      updates.push({ id: row.id, diagnosticPower: row.seedDiagnosticPower, computedAt: null, responses: null });
    }
  }
  return updates;
}
