// "Did you mean" suggestions for misspelt keys and enum values.

/**
 * Levenshtein distance that also counts swapping two neighbours as one edit (optimal string
 * alignment): `ligth` is one typo away from `light`, not two.
 */
export function measureEditDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/**
 * The candidate closest to `word`, or undefined when nothing is close enough to be a typo.
 * Case is ignored so `Navigation` suggests `navigation`; the allowance grows with the word so
 * short keys like `api` do not match everything.
 */
export function findNearest(word: string, candidates: readonly string[]): string | undefined {
  const lowered = word.toLowerCase();
  const allowance = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    // Two words are at least their difference in length apart: one that cannot be nearer than
    // the best so far, or within the allowance, is not measured (a broken link's suggestion
    // was measured against every page of the site).
    if (Math.abs(candidate.length - lowered.length) > Math.min(allowance, bestDistance - 1)) continue;
    const distance = measureEditDistance(lowered, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= allowance ? best : undefined;
}
