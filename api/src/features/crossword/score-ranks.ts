/**
 * Precomputed ranks per score value: from how many entries have each score, a function telling how many entries have
 * a higher score than a given one (so an entry's rank is 1 + that + the entries with its score ranked ahead of it).
 */
export function higherScoreCounter(counts: readonly { score: number; count: number }[]): (score: number) => number {
  const descending = [...counts].filter((entry) => entry.count > 0).sort((left, right) => right.score - left.score);
  const scores = descending.map((entry) => entry.score);
  const above: number[] = [];
  let total = 0;
  for (const entry of descending) {
    above.push(total);
    total += entry.count;
  }
  return (score) => {
    // The first position whose score is not higher than `score`: everything before it is higher.
    let low = 0;
    let high = scores.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((scores[middle] as number) > score) low = middle + 1;
      else high = middle;
    }
    return low < scores.length ? (above[low] as number) : total;
  };
}
