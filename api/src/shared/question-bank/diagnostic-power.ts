/**
 * diagnosticPower from stored answers (pure: which rows change; store.ts reads the counts and writes the changes).
 *
 * Until a question has DIAGNOSTIC_POWER_MIN_RESPONSES stored answers its seed value is in force. From then on its
 * observed discrimination, mapped onto (0, 1] (diagnosticPowerFromDiscrimination in shared-contracts), is in force,
 * stored with the time it was computed and the number of answers counted. Should answers be deleted so that fewer
 * than the threshold remain, the seed value is in force again.
 */
import { DIAGNOSTIC_POWER_MIN_RESPONSES, observedDiagnosticPower } from '@edna/shared-contracts';

export interface PowerState {
  id: number;
  diagnosticPower: number | null;
  seedDiagnosticPower: number | null;
  diagnosticPowerComputedAt: Date | null;
  diagnosticPowerResponses: number | null;
  /** Stored answers to the question, and how many chose the type that became the respondent's primary type. */
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
