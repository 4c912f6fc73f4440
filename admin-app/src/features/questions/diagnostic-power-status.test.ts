import type { AdminQuestion } from '@edna/shared-contracts';
import { diagnosticPowerStatus } from './diagnostic-power-status';

const question = (overrides: Partial<AdminQuestion>): AdminQuestion => ({
  id: 7,
  text: 'Your print shop loses orders. What do you do?',
  category: 'Visionary',
  options: (['a', 'b', 'c', 'd', 'e'] as const).map((id) => ({ id, text: `Option ${id}` })),
  diagnosticPower: 0.77,
  source: 'seed',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  responses: 0,
  discrimination: null,
  seedDiagnosticPower: 0.77,
  observedDiagnosticPower: null,
  diagnosticPowerSource: 'seed',
  diagnosticPowerComputedAt: null,
  diagnosticPowerResponses: null,
  ...overrides,
});

describe('diagnosticPowerStatus', () => {
  it('When too few answers are stored, then the seed value is in force and the note counts the answers still needed', () => {
    expect(diagnosticPowerStatus(question({ responses: 12, discrimination: 0.25, observedDiagnosticPower: 0.625 }))).toEqual({
      inForce: 'Seed value',
      seedValue: '0.77',
      observedValue: '0.63',
      note: 'The seed value is in force until 200 answers are stored (188 to go).',
    });
    expect(diagnosticPowerStatus(question({})).observedValue).toBe('Not enough answers');
  });

  it('When the observed value is in force, then the note says from how many answers and when it was computed', () => {
    const status = diagnosticPowerStatus(
      question({ responses: 240, diagnosticPower: 0.66, observedDiagnosticPower: 0.66, diagnosticPowerSource: 'observed', diagnosticPowerComputedAt: '2026-03-04T05:06:07.000Z', diagnosticPowerResponses: 230 }),
    );
    expect(status).toMatchObject({ inForce: 'Observed', seedValue: '0.77', observedValue: '0.66' });
    expect(status.note).toMatch(/^The observed value is in force, computed from 230 answers on .*2026/);
  });

  it('When enough answers are stored but not yet counted, then the note says the observed value takes over next', () => {
    expect(diagnosticPowerStatus(question({ responses: 200, observedDiagnosticPower: 0.6 })).note).toBe(
      'The seed value is in force; the observed value takes over at the next recomputation.',
    );
  });
});
