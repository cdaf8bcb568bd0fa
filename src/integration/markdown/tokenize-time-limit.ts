import type { ShikiTransformer } from 'shiki';

/**
 * Shiki stops tokenizing a line after 500 ms by default and gives the rest of the line the last
 * token's colour (`1;` all in the number's colour), so a build under load (a cold thread
 * compiling a grammar's patterns, a busy CI machine) highlighted the same block differently from
 * one run to the next, and one theme differently from the other. A build is not an editor: wait
 * for the grammar, and keep a limit only against a pathological line.
 */
export const TOKENIZE_TIME_LIMIT_MS = 10_000;

/**
 * The same limit for highlighting whose options Mintaka does not write (Astro's `<Code>`
 * component): a transformer's `preprocess` is handed the options shiki then tokenizes with.
 */
export const fullTokenization: ShikiTransformer = {
  name: 'mintaka:tokenize-time-limit',
  preprocess(_code, options) {
    options.tokenizeTimeLimit = TOKENIZE_TIME_LIMIT_MS;
  },
};
