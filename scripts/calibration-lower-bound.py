#!/usr/bin/env python3
"""
Lower bound on the per-probability calibration error of ANY `stability` computed from quiz answers alone.

`python3 scripts/calibration-lower-bound.py` (needs numpy and scipy) prints, for Standard (20 answers) and Deep Dive
(30 answers), the smallest value that the largest of the three within-row calibration errors (own-type probability
q = 0.3, 0.4, 0.5; ten equal-width bins, as in api/src/scripts/psychometrics.ts) can take, over every estimator,
deterministic or randomised, that reads the answers and nothing else. docs/result-confidence.md ("Limits") explains it.

Model (the one npm run psychometrics simulates): a respondent with own type k picks k's option with probability q and
each other option with (1 - q) / 4, independently per answer. The answers' counts by type are then sufficient for
(k, q), and the probability that a fresh retake agrees with the first take's primary type depends on the answers only
through the counts, so an estimator is, at best, a (possibly randomised) map from count vectors to [0, 1]; by the
symmetry of the five types it may be taken to depend on the sorted counts only.

Linear programme: z[c, b] = share of the count class c given a stability in bin b (sum over b is 1). For row q and
bin b, W = sum_c z[c, b] P(c | q) and A = sum_c z[c, b] P(c | q) E[agree | c, q]. The row's calibration error in bin b
is |sum of stability - A| over that mass, and the mean stability of the bin lies in [b/10, (b+1)/10], so the error is at
least g[b, q] >= max(0, b/10 W - A, A - (b+1)/10 W). Minimise e subject to sum_b g[b, q] <= e for every row. Any
estimator gives a feasible z with at least its error, so the optimum is a lower bound on the largest row error (with
infinitely many simulated respondents; a finite sample only adds noise, which raises the error on average).
"""
import numpy as np
import scipy.sparse as sparse
from scipy.optimize import linprog
from scipy.special import gammaln

TYPES = 5
BINS = 10
ROWS = (0.3, 0.4, 0.5)


def compositions(n):
    return np.array([(a, b, c, d, n - a - b - c - d)
                     for a in range(n + 1) for b in range(n + 1 - a)
                     for c in range(n + 1 - a - b) for d in range(n + 1 - a - b - c)])


def lower_bound(n):
    counts = compositions(n)  # own type is index 0 (symmetry)
    top = counts.max(1)
    tied = (counts == top[:, None]).sum(1)
    own_primary = (counts[:, 0] == top) / tied  # ties give each tied type the primary type with probability 1 / t
    log_multinomial = gammaln(n + 1) - gammaln(counts + 1).sum(1)
    classes, class_of = np.unique(-np.sort(-counts, 1), axis=0, return_inverse=True)
    class_of = class_of.ravel()
    mass = np.zeros((len(classes), len(ROWS)))
    agreement = np.zeros_like(mass)
    for row, q in enumerate(ROWS):
        probability = np.exp(log_multinomial + counts[:, 0] * np.log(q) + (n - counts[:, 0]) * np.log((1 - q) / 4))
        own_first = (probability * own_primary).sum()  # R(q, n): a fresh take gives the own type
        agree = own_primary * own_first + (1 - own_primary) * (1 - own_first) / (TYPES - 1)
        np.add.at(mass[:, row], class_of, probability)
        np.add.at(agreement[:, row], class_of, probability * agree)
    classes_count = len(classes)
    z_count = classes_count * BINS
    variables = z_count + BINS * len(ROWS) + 1
    rows, cols, values, upper = [], [], [], []
    constraint = 0
    z_columns = np.arange(classes_count) * BINS
    for b in range(BINS):
        for row in range(len(ROWS)):
            gap = z_count + b * len(ROWS) + row
            for sign, edge in ((1, b / BINS), (-1, (b + 1) / BINS)):
                rows += [constraint] * classes_count
                cols += list(z_columns + b)
                values += list(sign * (edge * mass[:, row] - agreement[:, row]))
                rows.append(constraint)
                cols.append(gap)
                values.append(-1)
                upper.append(0)
                constraint += 1
    for row in range(len(ROWS)):
        for b in range(BINS):
            rows.append(constraint)
            cols.append(z_count + b * len(ROWS) + row)
            values.append(1)
        rows.append(constraint)
        cols.append(variables - 1)
        values.append(-mass[:, row].sum())
        upper.append(0)
        constraint += 1
    a_upper = sparse.csr_matrix((values, (rows, cols)), shape=(constraint, variables))
    a_equal = sparse.csr_matrix((np.ones(z_count), (np.repeat(np.arange(classes_count), BINS), np.arange(z_count))),
                                shape=(classes_count, variables))
    cost = np.zeros(variables)
    cost[-1] = 1
    result = linprog(cost, A_ub=a_upper, b_ub=upper, A_eq=a_equal, b_eq=np.ones(classes_count), bounds=(0, None),
                     method='highs')
    assert result.status == 0, result.message
    return result.fun


if __name__ == '__main__':
    for label, n in (('Standard', 20), ('Deep Dive', 30)):
        print(f'{label} ({n} answers): no estimator keeps the calibration error of every one of own type '
              f'{", ".join(map(str, ROWS))} below {lower_bound(n):.3f}')
