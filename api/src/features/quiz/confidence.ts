/**
 * Result confidence: `stability`, the estimated probability that a retake gives the same primary type, computed from
 * the answers alone (pure; the same answers always give the same value). docs/result-confidence.md explains it.
 *
 * Model of a respondent: they have one type of their own, k, and pick that type's option with probability q and each
 * of the four other options with probability (1 − q) / 4, independently from question to question. q = 0.2 is a random
 * responder (every type equally likely), q = 1 someone who always picks their own type.
 *
 * Prior: k uniform over the five types, q uniform over the grid Q_GRID. The posterior weight of a hypothesis (k, q)
 * after counts c (n answers) is proportional to q^c[k] · ((1 − q) / 4)^(n − c[k]).
 *
 * A retake of the same length n agrees with the observed primary type P with probability, under (k, q):
 * R(q, n) when P = k, and (1 − R(q, n)) / 4 otherwise, where R(q, n) is the probability that the own type comes out
 * first in n answers (a tie for first counts as 1 / (tied types), the share of ties it wins when ties fall either
 * way). stability = Σ over hypotheses of posterior weight × agreement.
 */
import { ENTREPRENEUR_TYPES, clarityOfStability, type ResultClarity } from '@edna/shared-contracts';

const TYPE_COUNT = ENTREPRENEUR_TYPES.length;
const OTHER_TYPES = TYPE_COUNT - 1;

/** q from 0.2 (a random responder) to 0.9 in steps of 0.025: the range of own-type probabilities the quiz can tell apart. */
export const Q_GRID: readonly number[] = Array.from({ length: 29 }, (_, index) => 0.2 + index * 0.025);

/**
 * ownWins[m][a]: probability that an own-type count of `a` beats the largest of the other four types' counts when m
 * answers fall uniformly on those four (ties shared equally). Filled for m on first use, by enumerating the m answers'
 * splits over the four types.
 */
const ownWinsByOthers = new Map<number, number[]>();

/** ln(v!) for v up to the longest quiz and beyond, filled on first use. */
const logFactorials: number[] = [0];

function logFactorial(value: number): number {
  for (let next = logFactorials.length; next <= value; next += 1) logFactorials.push(logFactorials[next - 1]! + Math.log(next));
  return logFactorials[value]!;
}

function ownWinsAgainst(m: number): number[] {
  const cached = ownWinsByOthers.get(m);
  if (cached) return cached;
  // probability of each (largest other count, number of other types at it), over the splits of m into four counts.
  const byTop = new Map<string, number>();
  const logSplit = logFactorial(m) - m * Math.log(OTHER_TYPES);
  for (let x = 0; x <= m; x += 1) {
    for (let y = 0; y <= m - x; y += 1) {
      for (let z = 0; z <= m - x - y; z += 1) {
        const w = m - x - y - z;
        const parts = [x, y, z, w];
        const top = Math.max(...parts);
        const tied = parts.filter((part) => part === top).length;
        const probability = Math.exp(logSplit - logFactorial(x) - logFactorial(y) - logFactorial(z) - logFactorial(w));
        const key = `${top}:${tied}`;
        byTop.set(key, (byTop.get(key) ?? 0) + probability);
      }
    }
  }
  const wins: number[] = [];
  for (let own = 0; own <= 60; own += 1) {
    let win = 0;
    for (const [key, probability] of byTop) {
      const [top, tied] = key.split(':').map(Number) as [number, number];
      if (own > top) win += probability;
      else if (own === top) win += probability / (tied + 1);
    }
    wins.push(win);
  }
  ownWinsByOthers.set(m, wins);
  return wins;
}

const ownFirstCache = new Map<string, number>();

/** R(q, n): probability that the own type comes out first in n answers (ties shared equally). */
export function ownTypeFirstProbability(q: number, n: number): number {
  const key = `${q}:${n}`;
  const cached = ownFirstCache.get(key);
  if (cached !== undefined) return cached;
  let total = 0;
  for (let own = 0; own <= n; own += 1) {
    const logBinomial = logFactorial(n) - logFactorial(own) - logFactorial(n - own) + own * Math.log(q) + (n - own) * Math.log(1 - q);
    total += Math.exp(logBinomial) * ownWinsAgainst(n - own)[own]!;
  }
  ownFirstCache.set(key, total);
  return total;
}

/**
 * stability for these answer counts (by type, option order a..e) and the primary type's index, rounded to 3 decimals.
 * No answers: 0.
 */
export function stabilityOf(counts: readonly number[], primaryIndex: number): number {
  const n = counts.reduce((sum, count) => sum + count, 0);
  if (n === 0) return 0;
  const hypotheses: { logWeight: number; agreement: number }[] = [];
  for (const q of Q_GRID) {
    const ownFirst = ownTypeFirstProbability(q, n);
    const logOther = Math.log((1 - q) / OTHER_TYPES);
    for (let own = 0; own < TYPE_COUNT; own += 1) {
      const ownCount = counts[own]!;
      hypotheses.push({
        logWeight: ownCount * Math.log(q) + (n - ownCount) * logOther,
        agreement: own === primaryIndex ? ownFirst : (1 - ownFirst) / OTHER_TYPES,
      });
    }
  }
  const maxLog = Math.max(...hypotheses.map((hypothesis) => hypothesis.logWeight));
  let weightSum = 0;
  let agreementSum = 0;
  for (const { logWeight, agreement } of hypotheses) {
    const weight = Math.exp(logWeight - maxLog);
    weightSum += weight;
    agreementSum += weight * agreement;
  }
  return Math.min(1, Math.max(0, Math.round((1000 * agreementSum) / weightSum) / 1000));
}

export interface ResultConfidence {
  stability: number;
  clarity: ResultClarity;
}

export function confidenceOf(counts: readonly number[], primaryIndex: number): ResultConfidence {
  const stability = stabilityOf(counts, primaryIndex);
  return { stability, clarity: clarityOfStability(stability) };
}
