import type { z } from 'zod';
import { describeValue } from './describe-value.ts';
import { isRecord } from './raw-values.ts';

// A rule mint.json and docs.json share: their `redirects` lists name each source path once.
// Run as a cross-field rule (schema/rules.ts, docs/schema/rules.ts), on the raw value.

/** One problem per repeated redirect source, at the later one, naming the earlier. */
export function checkUniqueRedirectSources(redirects: unknown, ctx: z.core.$RefinementCtx<unknown>): void {
  if (!Array.isArray(redirects)) return;
  const seen = new Map<string, number>();
  redirects.forEach((redirect, index) => {
    if (!isRecord(redirect) || typeof redirect.source !== 'string') return;
    const source = redirect.source.trim();
    const earlier = seen.get(source);
    if (earlier === undefined) {
      seen.set(source, index);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      path: ['redirects', index, 'source'],
      input: source,
      message: `expected each source path once, found ${describeValue(source)} again (also redirects[${earlier}].source) — remove one of the two redirects`,
    });
  });
}
