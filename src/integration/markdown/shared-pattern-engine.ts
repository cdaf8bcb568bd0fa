import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki';
import { literalTest, type LiteralTest } from './pattern-literals.ts';

// vscode-textmate asks the regex engine for a scanner per grammar rule (and per variant of its
// \A and \G anchors), each made of every pattern the rule can match next. Rules include the same
// patterns over and over (TypeScript's `#expression` is in most of them), and oniguruma compiles
// a scanner's patterns afresh each time: highlighting a real site's blocks compiled 14,829
// patterns of which 820 were distinct, and compiling was three quarters of the highlighting.
// Here each distinct pattern is compiled once per thread into a scanner of its own, and a rule's
// scanner asks its patterns in turn, as oniguruma's own scanner does without a pattern set.

type Match = NonNullable<ReturnType<PatternScanner['findNextMatchSync']>>;
type FindOptions = Parameters<PatternScanner['findNextMatchSync']>[2];

/** One pattern, compiled once, with its last search: lines are searched left to right. */
interface CompiledPattern {
  scanner: PatternScanner;
  /** Whether a match can start at or after a position, by the literals all its matches contain (pattern-literals.ts). */
  literals: LiteralTest | undefined;
  /** `\G` matches where a search starts, so an earlier search's match says nothing of a later one. */
  startDependent: boolean;
  lastString: RegexEngineString | undefined;
  lastStart: number;
  lastOptions: FindOptions;
  lastMatch: Match | null;
}

/** The text of an engine string, when it keeps it (shiki's oniguruma strings do, as `content`). */
function textOf(string: RegexEngineString): string | undefined {
  const content = (string as { content?: unknown }).content;
  return typeof content === 'string' ? content : undefined;
}

/**
 * Where the engine's search from `start` begins: the engine searches UTF-8, where the middle of a
 * character written in two UTF-16 code units (😀) is its start.
 */
function searchStart(text: string, start: number): number {
  const code = text.charCodeAt(start);
  const before = text.charCodeAt(start - 1);
  return code >= 0xdc00 && code <= 0xdfff && before >= 0xd800 && before <= 0xdbff ? start - 1 : start;
}

/**
 * The match of one pattern at or after `start`. A search of the same string with the same
 * options from an earlier position stands when it found nothing, or found its match at or after
 * `start`: whether a pattern matches at a position does not depend on where the search began
 * (lookbehinds see the whole string), except through `\G`. vscode-oniguruma caches the same way.
 */
function searchPattern(pattern: CompiledPattern, string: RegexEngineString, start: number, options: FindOptions): Match | null {
  const reusable =
    !pattern.startDependent &&
    pattern.lastString === string &&
    pattern.lastOptions === options &&
    pattern.lastStart <= start &&
    (pattern.lastMatch === null || pattern.lastMatch.captureIndices[0]!.start >= start);
  if (reusable) return pattern.lastMatch;
  // Where none of the literals is left, no match can start (a search from `start` finds nothing).
  const text = pattern.literals ? textOf(string) : undefined;
  const match = text !== undefined && !pattern.literals!(text, searchStart(text, start)) ? null : pattern.scanner.findNextMatchSync(string, start, options);
  pattern.lastString = string;
  pattern.lastStart = start;
  pattern.lastOptions = options;
  pattern.lastMatch = match;
  return match;
}

/**
 * The scanner's answer: the match that starts first, and of matches starting at the same place
 * the one of the pattern listed first (oniguruma's ONIG_REGSET_POSITION_LEAD). Whether a pattern
 * matches at a position, and how, is the same searched alone or in a set.
 */
function firstMatch(patterns: CompiledPattern[], string: RegexEngineString, start: number, options: FindOptions): Match | null {
  let best: Match | null = null;
  let bestIndex = -1;
  for (let index = 0; index < patterns.length; index++) {
    const match = searchPattern(patterns[index]!, string, start, options);
    if (!match) continue;
    const at = match.captureIndices[0]!.start;
    if (best && at >= best.captureIndices[0]!.start) continue;
    best = match;
    bestIndex = index;
    // Nothing can start earlier.
    if (at === start) break;
  }
  return best && { index: bestIndex, captureIndices: best.captureIndices };
}

/** Wraps a regex engine (shiki's oniguruma) so that each distinct pattern is compiled once. */
export function sharedPatternEngine(engine: RegexEngine): RegexEngine {
  const compiled = new Map<string, CompiledPattern>();
  const compile = (source: string): CompiledPattern => {
    let pattern = compiled.get(source);
    if (!pattern) {
      pattern = { scanner: engine.createScanner([source]), literals: literalTest(source), startDependent: source.includes('\\G'), lastString: undefined, lastStart: 0, lastOptions: 0, lastMatch: null };
      compiled.set(source, pattern);
    }
    return pattern;
  };
  return {
    createString: (text) => engine.createString(text),
    createScanner(sources) {
      const patterns = sources.map((source) => compile(typeof source === 'string' ? source : source.source));
      return {
        findNextMatchSync(string, start, options) {
          if (typeof string !== 'string') return firstMatch(patterns, string, start, options);
          // A plain string: one engine string for all the patterns' searches, freed after.
          const text = engine.createString(string);
          try {
            return firstMatch(patterns, text, start, options);
          } finally {
            text.dispose?.();
          }
        },
        // The compiled patterns are shared with the engine's other scanners and live as long as it.
        dispose() {},
      };
    },
  };
}
