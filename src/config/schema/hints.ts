import { z } from 'zod';

/**
 * What a schema tells the error formatter about itself, so messages can say "a hex colour
 * like #0D9373" instead of "string". Kept in its own registry (not `.meta()`) so these
 * words stay out of the generated JSON Schema.
 */
export interface IssueHint {
  /** Noun phrase for what is expected: `a hex colour like #0D9373`. */
  expected?: string;
  /** Imperative fix: `use a hex colour like #0D9373`. */
  fix?: string;
  /** JSON example used in "add "key": <example>" when the field is missing. */
  example?: string;
}

export const issueHints = z.registry<IssueHint>();

/** Attaches a hint; clones made later (`.describe()`, `.optional()`...) inherit it. */
export function withHint<T extends z.ZodType>(schema: T, hint: IssueHint): T {
  issueHints.add(schema, hint);
  return schema;
}
