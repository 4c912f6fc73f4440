import {
  DISCRIMINATION_MIN_RESPONSES,
  MIN_DIAGNOSTIC_POWER,
  compareByDiagnosticPower,
  diagnosticPowerFromDiscrimination,
  observedDiagnosticPower,
  observedDiscrimination,
  situationOf,
} from './question-bank';

describe('observed discrimination', () => {
  it('is null below the minimum number of answers, then the chance-corrected match share', () => {
    expect(observedDiscrimination(DISCRIMINATION_MIN_RESPONSES - 1, 5)).toBeNull();
    expect(observedDiscrimination(10, 6)).toBe(0.5);
    expect(observedDiscrimination(10, 2)).toBe(0);
    expect(observedDiscrimination(10, 10)).toBe(1);
    expect(observedDiscrimination(10, 0)).toBe(-0.25);
    expect(observedDiscrimination(200, 150)).toBe(0.688);
  });
});

describe('diagnosticPower from discrimination', () => {
  it('maps [-1, 1] onto (0, 1]: chance level to 0.5, a perfect item to 1, never 0', () => {
    expect(diagnosticPowerFromDiscrimination(0)).toBe(0.5);
    expect(diagnosticPowerFromDiscrimination(1)).toBe(1);
    expect(diagnosticPowerFromDiscrimination(0.688)).toBe(0.844);
    expect(diagnosticPowerFromDiscrimination(-0.25)).toBe(0.375);
    expect(diagnosticPowerFromDiscrimination(-1)).toBe(MIN_DIAGNOSTIC_POWER);
  });

  it('keeps the order of discrimination', () => {
    const values = [-1, -0.5, -0.1, 0, 0.05, 0.3, 0.9, 1].map(diagnosticPowerFromDiscrimination);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    for (const value of values) expect(value > 0 && value <= 1).toBe(true);
  });

  it('is null with too few answers', () => {
    expect(observedDiagnosticPower(3, 3)).toBeNull();
    expect(observedDiagnosticPower(10, 6)).toBe(0.75);
  });
});

describe('the quiz order', () => {
  it('is diagnosticPower descending, ties by id, questions without a power last', () => {
    const questions = [
      { id: 4, diagnosticPower: 0.5 },
      { id: 1 },
      { id: 3, diagnosticPower: 0.9 },
      { id: 2, diagnosticPower: 0.9 },
    ];
    expect([...questions].sort(compareByDiagnosticPower).map((question) => question.id)).toEqual([2, 3, 4, 1]);
  });

  it('names a question without a situation after its id, so it is a situation of its own', () => {
    expect(situationOf({ id: 7, situation: 'bakery-rent' })).toBe('bakery-rent');
    expect(situationOf({ id: 7 })).toBe('question-7');
  });
});
