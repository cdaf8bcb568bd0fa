// "Did you mean" suggestions for misspelt keys and enum values.

/** Edit distance (insertions, deletions, substitutions) between two strings. */
export function measureEditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
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
    const distance = measureEditDistance(lowered, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= allowance ? best : undefined;
}
