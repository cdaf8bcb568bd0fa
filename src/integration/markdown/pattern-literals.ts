// Most of a grammar's searches find nothing: on a line of Python, the rule for built-in names
// searches `\b(abs|all|any|...)\b`, the line has none of them, and Oniguruma says so after a call
// into WebAssembly (on real sites, three searches in four, and three fifths of their time). A
// pattern whose every match contains one of a few literal strings cannot match where none of
// them is left in the line, which a JavaScript string search tells for a fraction of the call.
//
// The literals are read off the pattern's source by the small reader below rather than by
// Oniguruma's parser (oniguruma-parser): parsing took 0.4 ms a pattern in a cold build, more
// than the searches it saved. The reader knows the syntax TextMate grammars use and gives up
// on anything else (flags, unknown escapes): giving up only means the pattern is searched as
// before. tests/unit/highlight/pattern-literals.test.ts checks it against the parser on every
// pattern of every grammar shiki has.

/** A requirement: one of these literals is in every match; null when nothing is required. */
type Requirement = string[] | null;

/**
 * A pattern the reader does not read (flags, escapes it does not know): nothing is told. Thrown
 * as a plain object, not an Error: an Error records the stack, deep in the reader (making the
 * Errors was 8 ms of a build's main thread on crewAI).
 */
const UNREAD = Object.freeze({ unread: true });

/** Characters of a class (`[abc]`) worth naming: with more, a search for any of them says little. */
const CLASS_CHARACTERS = 8;

/** Any of the literals of every set: null when one of them requires nothing. */
function union(sets: Requirement[]): Requirement {
  if (sets.some((set) => set === null)) return null;
  return [...new Set((sets as string[][]).flat())];
}

/** Of two requirements of the same match, the one that says more: longer literals, then fewer of them. */
function stronger(a: Requirement, b: Requirement): Requirement {
  if (!a) return b;
  if (!b) return a;
  const shortest = (set: string[]) => Math.min(...set.map((literal) => literal.length));
  return shortest(b) > shortest(a) || (shortest(b) === shortest(a) && b.length < a.length) ? b : a;
}

/** Escapes of one letter that match no fixed character (classes, anchors, \K, \R, \X...). */
const LETTER_ESCAPES = new Set('wWsSdDhHbBAzZGKRXNOyY');
/** Escapes of one letter that are a control character. */
const CONTROL_ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f', v: '\v', a: '\x07', e: '\x1b' };
/** An interval quantifier, as Oniguruma reads one (anything else after `{` is the character). */
const INTERVAL = /^\{(?:(\d+)(?:,(\d*))?|,(\d+))\}/;

/** What an atom requires, and whether it is one character (a quantifier then applies to it alone). */
interface Atom {
  requirement: Requirement;
  character?: string;
}

/** Reads a pattern's source left to right into what its matches require. */
class Reader {
  readonly source: string;
  #at = 0;
  constructor(source: string) {
    this.source = source;
  }

  /** Alternatives up to the end of the group (or pattern): any of theirs. */
  alternatives(): Requirement {
    const requirements = [this.sequence()];
    while (this.source[this.#at] === '|') {
      this.#at++;
      requirements.push(this.sequence());
    }
    return union(requirements);
  }

  get done(): boolean {
    return this.#at >= this.source.length;
  }

  /** One alternative: the strongest of its runs of characters and of its atoms' requirements. */
  sequence(): Requirement {
    let best: Requirement = null;
    let run = '';
    const endRun = () => {
      if (run) best = stronger(best, [run]);
      run = '';
    };
    while (!this.done && this.source[this.#at] !== '|' && this.source[this.#at] !== ')') {
      const atom = this.atom();
      const quantifier = this.quantifier();
      if (atom.character !== undefined) {
        if (quantifier === undefined) {
          run += atom.character;
          continue;
        }
        // `ab+`: `ab` is in the match; `ab?`: `a` is.
        if (quantifier >= 1) run += atom.character;
        endRun();
        continue;
      }
      endRun();
      if (quantifier === undefined || quantifier >= 1) best = stronger(best, atom.requirement);
    }
    endRun();
    return best;
  }

  /** The least repetitions of the quantifiers at the reader (skipped), or undefined when there is none. */
  quantifier(): number | undefined {
    let least: number | undefined;
    for (;;) {
      const next = this.source[this.#at];
      let min: number;
      let interval = false;
      if (next === '?' || next === '*') min = 0;
      else if (next === '+') min = 1;
      else if (next === '{') {
        const found = INTERVAL.exec(this.source.slice(this.#at));
        if (!found) return least;
        min = found[3] !== undefined ? 0 : Number(found[1]);
        interval = true;
        this.#at += found[0].length - 1;
      } else return least;
      this.#at++;
      // Quantifiers of quantifiers (`(?:a{2})+` written `a{2}+`): the match may skip it if one may.
      least = least === undefined ? min : Math.min(least, min);
      // A lazy mark (`+?`, `{2}?`), or after `?`, `*` and `+` a possessive one (`*+`).
      if (this.source[this.#at] === '?' || (!interval && this.source[this.#at] === '+')) this.#at++;
    }
  }

  atom(): Atom {
    const char = this.source[this.#at]!;
    if (char === '(') return this.group();
    if (char === '[') return this.characterClass();
    if (char === '\\') return this.escape();
    this.#at++;
    if (char === '.' || char === '^' || char === '$') return { requirement: null };
    // A character beyond the BMP is two code units of the pattern, and of the text.
    const code = char.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdbff && this.#at < this.source.length) return { requirement: null, character: char + this.source[this.#at++] };
    return { requirement: null, character: char };
  }

  escape(): Atom {
    const next = this.source[this.#at + 1];
    if (next === undefined) throw UNREAD;
    this.#at += 2;
    if (CONTROL_ESCAPES[next]) return { requirement: null, character: CONTROL_ESCAPES[next] };
    if (LETTER_ESCAPES.has(next)) return { requirement: null };
    if (next === 'p' || next === 'P') {
      if (this.source[this.#at] !== '{') throw UNREAD;
      this.#skipPast('}');
      return { requirement: null };
    }
    // Back-references and octal codes: every digit is taken (fewer could read a digit as a character).
    if (/\d/.test(next)) {
      while (/\d/.test(this.source[this.#at] ?? '')) this.#at++;
      return { requirement: null };
    }
    // `\.` is the character; any other escape (\x, \u, \k, \g, \c...) is not read here.
    if (/[!-/:-@[-`{-~ ]/.test(next)) return { requirement: null, character: next };
    throw UNREAD;
  }

  #skipPast(end: string): void {
    const found = this.source.indexOf(end, this.#at);
    if (found === -1) throw UNREAD;
    this.#at = found + 1;
  }

  group(): Atom {
    this.#at++;
    let kind: 'plain' | 'lookahead' | 'unrequired' = 'plain';
    if (this.source[this.#at] === '?') {
      const rest = this.source.slice(this.#at);
      if (rest.startsWith('?:') || rest.startsWith('?>') || rest.startsWith('?=')) {
        kind = rest[1] === '=' ? 'lookahead' : 'plain';
        this.#at += 2;
      } else if (rest.startsWith('?!') || rest.startsWith('?~')) {
        kind = 'unrequired';
        this.#at += 2;
      } else if (rest.startsWith('?<=') || rest.startsWith('?<!')) {
        // A lookbehind sees what lies before the search's start.
        kind = 'unrequired';
        this.#at += 3;
      } else if (/^\?<[A-Za-z_]\w*>/.test(rest)) {
        this.#skipPast('>');
      } else if (rest.startsWith('?#')) {
        this.#skipPast(')');
        return { requirement: null };
      } else throw UNREAD;
    }
    const requirement = this.alternatives();
    if (this.source[this.#at] !== ')') throw UNREAD;
    this.#at++;
    return { requirement: kind === 'unrequired' ? null : requirement };
  }

  /** A class: one of its characters when it lists a few single ones (`["']`, `[\t ]`), else nothing required. */
  characterClass(): Atom {
    const rest = this.source.slice(this.#at);
    // `[]...]` and `[^]...]`: Oniguruma's reading of a leading `]` is not followed here.
    if (rest.startsWith('[]') || rest.startsWith('[^]')) throw UNREAD;
    const listed = /^\[((?:[^\\\[\]\-&^]|\\[!-/:-@[-`{-~ tnrfvae])(?:[^\\\[\]\-&]|\\[!-/:-@[-`{-~ tnrfvae])*)\]/.exec(rest);
    if (listed) {
      this.#at += listed[0].length;
      const characters = [...new Set(listed[1]!.match(/\\.|[\s\S]/g)!.map((member) => (member.length === 1 ? member : (CONTROL_ESCAPES[member[1]!] ?? member[1]!))))];
      return { requirement: characters.length <= CLASS_CHARACTERS && characters.every((c) => c.length === 1 && (c < '\ud800' || c > '\udfff')) ? characters : null };
    }
    // Any other class is skipped to its end: nested classes, escapes, POSIX brackets.
    let depth = 0;
    while (this.#at < this.source.length) {
      const char = this.source[this.#at]!;
      if (char === '\\') {
        const next = this.source[this.#at + 1];
        if (next === undefined) throw UNREAD;
        this.#at += 2;
        if ((next === 'p' || next === 'P' || next === 'x') && this.source[this.#at] === '{') this.#skipPast('}');
        continue;
      }
      this.#at++;
      if (char === '[') {
        depth++;
        // `[[:alpha:]]`, `[^]`...: a leading `]` of a nested class is not followed either.
        if (this.source[this.#at] === ']' || this.source.startsWith('^]', this.#at)) throw UNREAD;
      } else if (char === ']') {
        depth--;
        if (depth === 0) return { requirement: null };
      }
    }
    throw UNREAD;
  }
}

/**
 * Literal strings one of which every match of the Oniguruma `pattern` contains (compiled without
 * options), or undefined when the pattern gives none or the reader does not read it.
 */
export function requiredLiterals(pattern: string): string[] | undefined {
  // Flags (`(?i)`, `(?x:`) change what characters match: such a pattern is not read.
  try {
    const reader = new Reader(pattern);
    const requirement = reader.alternatives();
    if (!reader.done) throw UNREAD;
    return requirement ?? undefined;
  } catch (error) {
    if (error === UNREAD) return undefined;
    throw error;
  }
}

/** Literals this many or fewer are looked for one by one; more, by one regular expression. */
const ONE_BY_ONE = 3;

/** Whether one of the literals occurs in `text` at or after `start`. */
export type LiteralTest = (text: string, start: number) => boolean;

/** The test for `pattern`'s required literals, or undefined when it has none. */
export function literalTest(pattern: string): LiteralTest | undefined {
  const literals = requiredLiterals(pattern);
  if (!literals) return undefined;
  if (literals.length <= ONE_BY_ONE) {
    // Called before most searches: a loop, not a callback made per call.
    return (text, start) => {
      for (let i = 0; i < literals.length; i++) if (text.indexOf(literals[i]!, start) !== -1) return true;
      return false;
    };
  }
  const any = new RegExp(literals.map((literal) => literal.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')).join('|'), 'g');
  return (text, start) => {
    any.lastIndex = start;
    return any.test(text);
  };
}
