import { DIAGNOSTIC_POWER_MIN_RESPONSES } from '@edna/shared-contracts/rules';
import type { AdminQuestion } from '@edna/shared-contracts';
import { formatCount, formatDateTime } from '../../shared/lib/format';

const twoDecimals = (value: number | null | undefined) => (value == null ? 'Not set' : value.toFixed(2));

export interface DiagnosticPowerStatus {
  /** Which value is in force: 'Observed' or 'Seed value'. */
  inForce: string;
  seedValue: string;
  observedValue: string;
  /** One sentence: since when the observed value is in force, or how many answers it still needs. */
  note: string;
}

/** What the question bank shows about a question's diagnosticPower: both values, which one is in force, and why. */
export function diagnosticPowerStatus(question: AdminQuestion): DiagnosticPowerStatus {
  const observed = question.diagnosticPowerSource === 'observed';
  const missing = Math.max(0, DIAGNOSTIC_POWER_MIN_RESPONSES - question.responses);
  return {
    inForce: observed ? 'Observed' : 'Seed value',
    seedValue: twoDecimals(question.seedDiagnosticPower),
    observedValue: question.observedDiagnosticPower == null ? 'Not enough answers' : twoDecimals(question.observedDiagnosticPower),
    note: observed
      ? `The observed value is in force, computed from ${formatCount(question.diagnosticPowerResponses ?? question.responses)} answers on ${formatDateTime(question.diagnosticPowerComputedAt ?? '')}.`
      : missing > 0
        ? `The seed value is in force until ${formatCount(DIAGNOSTIC_POWER_MIN_RESPONSES)} answers are stored (${formatCount(missing)} to go).`
        : `The seed value is in force; the observed value takes over at the next recomputation.`,
  };
}
