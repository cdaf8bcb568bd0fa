// Requests per client per minute, counted in a sliding window. The clock is passed in, so
// tests need no timers.

export interface RateLimiter {
  /** Counts one request from `client`; `ok: false` with the wait when over the limit. */
  take(client: string): { ok: true } | { ok: false; retryAfterMs: number };
}

export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const seen = new Map<string, number[]>();
  let lastSweep = now();
  return {
    take(client) {
      const time = now();
      // Forget idle clients now and then, so the map stays as small as the active set.
      if (time - lastSweep > options.windowMs) {
        for (const [key, times] of seen) if (times[times.length - 1]! <= time - options.windowMs) seen.delete(key);
        lastSweep = time;
      }
      const recent = (seen.get(client) ?? []).filter((t) => t > time - options.windowMs);
      if (recent.length >= options.limit) {
        seen.set(client, recent);
        return { ok: false, retryAfterMs: recent[0]! + options.windowMs - time };
      }
      recent.push(time);
      seen.set(client, recent);
      return { ok: true };
    },
  };
}
