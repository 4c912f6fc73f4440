import { QUIZ, type QuizMode } from '@edna/shared-contracts';
import { seededRandom } from '../features/quiz/simulation';
import {
  CALIBRATION_LIMIT,
  OWN_TYPE_PROBABILITIES,
  PER_PROBABILITY_CALIBRATION_LIMIT,
  PER_PROBABILITY_ROWS,
  RANDOM_MIXED_MIN_SHARE,
  exactReport,
  expectedCalibrationError,
  measure,
  seedBank,
  weightedCalibrationError,
} from './psychometrics';

const MODES = Object.keys(QUIZ.modes) as QuizMode[];
/** Respondents per mode and own-type probability in the simulated check; each takes the quiz twice. */
const SIMULATED_RESPONDENTS = 2000;
/**
 * How far a simulated row may sit from the exact figures of the model: about four standard errors of a share of
 * SIMULATED_RESPONDENTS (at most 0.01), and for the calibration error also its upward bias from binning noise.
 */
const SIMULATION_TOLERANCE = 0.04;

describe('stability calibration', () => {
  const exact = exactReport();

  it('weighs points in the calibration error as repeated pairs would', () => {
    const pairs = [
      { stability: 0.95, agreed: true },
      { stability: 0.95, agreed: true },
      { stability: 0.95, agreed: false },
      { stability: 0.35, agreed: false },
    ];
    // bin 0.9–1: mean stability 0.95 against 2/3 agreeing, 3 of 4 pairs; bin 0.3–0.4: 0.35 against 0, 1 of 4.
    const expected = 0.75 * (0.95 - 2 / 3) + 0.25 * 0.35;
    expect(expectedCalibrationError(pairs)).toBeCloseTo(expected, 12);
    expect(
      weightedCalibrationError([
        { stability: 0.95, weight: 3, agreement: 2 / 3 },
        { stability: 0.35, weight: 1, agreement: 0 },
      ]),
    ).toBeCloseTo(expected, 12);
  });

  it.each(MODES)(
    `%s, exactly under the model: pooled calibration error ≤ ${CALIBRATION_LIMIT}, each of own type ${PER_PROBABILITY_ROWS.join(', ')} ≤ ${PER_PROBABILITY_CALIBRATION_LIMIT}, random responders mostly mixed`,
    (mode) => {
      const { rows, pooledCalibrationError } = exact.find((report) => report.mode === mode)!;
      expect(rows.map((row) => row.q)).toEqual([...OWN_TYPE_PROBABILITIES]);
      for (const row of rows) expect(row.points.reduce((sum, point) => sum + point.weight, 0)).toBeCloseTo(1, 9);
      expect(pooledCalibrationError).toBeLessThanOrEqual(CALIBRATION_LIMIT);
      for (const q of PER_PROBABILITY_ROWS) expect(rows.find((row) => row.q === q)!.calibrationError).toBeLessThanOrEqual(PER_PROBABILITY_CALIBRATION_LIMIT);
      expect(rows.find((row) => row.q === 0.2)!.mixed).toBeGreaterThanOrEqual(RANDOM_MIXED_MIN_SHARE);
    },
  );

  it.each(MODES)(
    `%s through the real selection and scoring (fixed seed, ${SIMULATED_RESPONDENTS} respondents per own-type probability): pooled calibration error ≤ ${CALIBRATION_LIMIT}, and each row's retake agreement, calibration error and mixed share match the exact figures`,
    (mode) => {
      const bank = seedBank();
      const random = seededRandom(20_261_129 + MODES.indexOf(mode));
      const { rows } = exact.find((report) => report.mode === mode)!;
      const figures = OWN_TYPE_PROBABILITIES.map((q) => measure(bank, mode, `own type ${q}`, q, random, SIMULATED_RESPONDENTS));
      expect(expectedCalibrationError(figures.flatMap((row) => row.pairs))).toBeLessThanOrEqual(CALIBRATION_LIMIT);
      figures.forEach((row, index) => {
        expect(Math.abs(row.retakeAgreement - rows[index]!.retakeAgreement)).toBeLessThanOrEqual(SIMULATION_TOLERANCE);
        expect(Math.abs(row.calibrationError - rows[index]!.calibrationError)).toBeLessThanOrEqual(SIMULATION_TOLERANCE);
        expect(Math.abs(row.mixed - rows[index]!.mixed)).toBeLessThanOrEqual(SIMULATION_TOLERANCE);
      });
    },
  );
});
