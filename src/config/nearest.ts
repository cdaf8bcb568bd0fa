// "Did you mean" suggestions for misspelt keys and enum values.

/**
 * Levenshtein distance that also counts swapping two neighbours as one edit (optimal string
 * alignment): `ligth` is one typo away from `light`, not two.
 */
export function measureEditDistance(a: string, b: string): number {
  return editDistanceWithin(a, b, Infinity, [new Int32Array(0), new Int32Array(0), new Int32Array(0)]);
}

/**
 * The distance of `a` and `b` when it is at most `limit`, else `limit + 1`: the table row by row
 * in three reused rows, stopped as soon as a whole row is past the limit (no later row can come
 * back under it: each cell is at least its diagonal neighbour's, a swap included). A broken
 * link's suggestion compares it with every page of the site.
 */
function editDistanceWithin(a: string, b: string, limit: number, rows: Int32Array[]): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (rows[0]!.length < width) for (let r = 0; r < 3; r++) rows[r] = new Int32Array(width * 2);
  let before = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) cell = Math.min(cell, before[j - 2]! + 1);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > limit) return limit + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/**
 * The candidate closest to `word`, or undefined when nothing is close enough to be a typo.
 * Case is ignored so `Navigation` suggests `navigation`; the allowance grows with the word so
 * short keys like `api` do not match everything.
 */
export function findNearest(word: string, candidates: readonly string[]): string | undefined {
  const lowered = word.toLowerCase();
  const allowance = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  const rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    // Only a candidate nearer than the best so far, and within the allowance, matters: the
    // measure stops once a candidate cannot be (it was measured in full against every page).
    const limit = Math.min(allowance, bestDistance - 1);
    if (limit < 0) break;
    const distance = editDistanceWithin(lowered, candidate.toLowerCase(), limit, rows);
    if (distance <= limit) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
