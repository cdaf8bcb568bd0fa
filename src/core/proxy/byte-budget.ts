// How many bytes of answers the proxy holds at once, across all requests. Each answer is read
// whole before it is passed on (it travels as base64 in JSON), so without a shared cap 150
// concurrent 5 MB answers grew the process from 131 MB to 2.4 GB (issue 16).

export interface ByteLease {
  /** The whole budget the lease draws on, in bytes (for messages). */
  readonly limit: number;
  /** Adds `bytes` to this lease; false (and nothing taken) when the budget has no room left. */
  take(bytes: number): boolean;
  /** Gives back `bytes` of what this lease holds (all of it when omitted); safe to call more than once. */
  release(bytes?: number): void;
}

export interface ByteBudget {
  /** The whole budget, in bytes. */
  readonly limit: number;
  /** A share for one answer, which grows as its chunks arrive. */
  lease(): ByteLease;
}

export function createByteBudget(limit: number): ByteBudget {
  let used = 0;
  return {
    limit,
    lease() {
      let held = 0;
      return {
        limit,
        take(bytes) {
          if (used + bytes > limit) return false;
          used += bytes;
          held += bytes;
          return true;
        },
        release(bytes = held) {
          const given = Math.min(bytes, held);
          used -= given;
          held -= given;
        },
      };
    },
  };
}
