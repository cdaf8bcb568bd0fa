import type { Root } from 'hast';
import type { CodeToHastOptions, Highlighter } from 'shiki';
import { codeToHast, splitLines } from 'shiki/core';
import { EncodedTokenMetadata, INITIAL, Theme, type IGrammar, type IRawTheme, type StateStack } from 'shiki/textmate';

// shiki highlights a block with two themes by tokenizing it twice, once per theme: vscode-textmate
// bakes the theme's colours into its tokenizer state. The grammar's work (the regular
// expressions, most of the time) does not depend on the theme, so here it runs once: each
// token's scopes are resolved against both themes as vscode-textmate resolves them, and shiki
// is handed, theme by theme, the tokens it would have made itself. Everything after the
// tokenizer (token alignment, whitespace merging, the HTML tree) is shiki's own.

type Primitive = ReturnType<Highlighter['getInternalContext']>;
type ScopePath = { parent: ScopePath | null; scopeName: string };

/** The parts of vscode-textmate's Grammar that resolving scopes needs (not in its public type). */
interface GrammarInternals extends IGrammar {
  name: string;
  getMetadataForScope(scope: string): { languageId: number; tokenType: number };
  _tokenTypeMatchers?: { matcher: (scopes: string[]) => boolean; type: number }[];
  balancedBracketSelectors?: { matchesAlways: boolean; matchesNever: boolean; match(scopes: string[]): boolean } | null;
}

/**
 * A scope list, as a path in a tree of the scope lists met so far, with the token attributes it
 * gives in each theme: those of its parent with the theme's rule for its last scope merged in,
 * as vscode-textmate's AttributedScopeStack computes them.
 */
interface ScopeNode {
  path: ScopePath | null;
  attributes: number[];
  /** The attributes as the tokenizer emits them (the bracket flag added). */
  emitted: number[];
  children: Map<string, ScopeNode>;
}

const textmateThemes = new WeakMap<object, Theme>();
const scopeTrees = new WeakMap<object, Map<string, ScopeNode>>();

function textmateTheme(raw: object): Theme {
  let theme = textmateThemes.get(raw);
  if (!theme) {
    theme = Theme.createFromRawTheme(raw as IRawTheme);
    textmateThemes.set(raw, theme);
  }
  return theme;
}

/** Whether this grammar's tokens can be resolved here exactly as vscode-textmate does it. */
function isResolvable(grammar: GrammarInternals): boolean {
  const brackets = grammar.balancedBracketSelectors;
  return typeof grammar.getMetadataForScope === 'function' && grammar._tokenTypeMatchers?.length === 0 && (!brackets || brackets.matchesAlways || brackets.matchesNever);
}

function withBracketFlag(grammar: GrammarInternals, attributes: number[]): number[] {
  return grammar.balancedBracketSelectors?.matchesAlways ? attributes.map((a) => EncodedTokenMetadata.set(a, 0, 8, true, -1, 0, 0)) : attributes;
}

function scopeRoot(grammar: GrammarInternals, themes: Theme[], key: string): ScopeNode {
  let roots = scopeTrees.get(grammar);
  if (!roots) scopeTrees.set(grammar, (roots = new Map()));
  let root = roots.get(key);
  if (!root) {
    const attributes = themes.map((theme) => {
      const defaults = theme.getDefaults();
      return EncodedTokenMetadata.set(0, 0, 0, null, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
    });
    root = { path: null, attributes, emitted: withBracketFlag(grammar, attributes), children: new Map() };
    roots.set(key, root);
  }
  return root;
}

function childScope(grammar: GrammarInternals, themes: Theme[], parent: ScopeNode, scope: string): ScopeNode {
  let node = parent.children.get(scope);
  if (!node) {
    const path: ScopePath = { parent: parent.path, scopeName: scope };
    const basic = grammar.getMetadataForScope(scope);
    const attributes = themes.map((theme, i) => {
      const style = theme.match(path as never);
      return EncodedTokenMetadata.set(parent.attributes[i]!, basic.languageId, basic.tokenType, null, style ? style.fontStyle : -1, style ? style.foregroundId : 0, style ? style.backgroundId : 0);
    });
    node = { path, attributes, emitted: withBracketFlag(grammar, attributes), children: new Map() };
    parent.children.set(scope, node);
  }
  return node;
}

/** One line's tokens in vscode-textmate's binary form (start, attributes; equal neighbours merged), per theme. */
function encodeLine(grammar: GrammarInternals, themes: Theme[], root: ScopeNode, tokens: { startIndex: number; scopes: string[] }[]): Uint32Array[] {
  const encoded = themes.map(() => [] as number[]);
  for (const token of tokens) {
    let node = root;
    for (const scope of token.scopes) node = childScope(grammar, themes, node, scope);
    for (let i = 0; i < themes.length; i++) {
      const out = encoded[i]!;
      if (out.length && out[out.length - 1] === node.emitted[i]) continue;
      out.push(token.startIndex, node.emitted[i]!);
    }
  }
  return encoded.map((out) => Uint32Array.from(out));
}

/** vscode-textmate's state at the end of a line (StateStackImpl; its fields are not in the public type). */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: ScopeList | null;
  contentNameScopesList: ScopeList | null;
}

interface ScopeList {
  parent: ScopeList | null;
  scopePath: { scopeName: string };
  tokenAttributes: number;
}

/** A line's tokens for every theme and the state after it. */
interface TokenizedLine {
  tokens: Uint32Array[];
  ruleStack: StateStack;
}

/**
 * Lines already tokenized, by grammar and themes (the root scope node), the state before the
 * line and the line. A line's tokens depend on nothing else, and code repeats its lines: an API
 * site's request samples are one template per language filled 1,200 times (three in four of
 * their lines are repeats), and a site's code blocks share imports and boilerplate.
 */
const lineMemos = new WeakMap<ScopeNode, Map<string, TokenizedLine>>();
/** At most this many lines kept per grammar: a 10,000-page site must not hold all its code twice. */
const LINE_MEMO_LIMIT = 100_000;

/** Numbers for states and scope lists, equal when they are equal as vscode-textmate compares them. */
const ids = new Map<string, number>();
const objectIds = new WeakMap<object, number>();
let lastId = 0;

function idOf(key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    // States repeat beyond a grammar's nesting only in odd code; bounded all the same. Numbers
    // are never given twice: an object numbered before the clear keeps a number no other has.
    if (ids.size > 1_000_000) ids.clear();
    ids.set(key, (id = ++lastId));
  }
  return id;
}

function scopeListId(list: ScopeList | null): number {
  if (!list) return 0;
  let id = objectIds.get(list);
  if (id === undefined) {
    id = idOf(`s${scopeListId(list.parent)}\0${list.scopePath.scopeName}\0${list.tokenAttributes}`);
    objectIds.set(list, id);
  }
  return id;
}

/**
 * The state as a number: its rules, their end patterns and scopes, frame by frame (what
 * vscode-textmate's StateStack.equals compares, and the per-frame scopes a pop restores).
 * The positions it also holds are only meaningful within a line; they are reset at the next.
 */
function stateId(state: StateFrame | null): number {
  if (!state) return 0;
  let id = objectIds.get(state);
  if (id === undefined) {
    id = idOf(`f${stateId(state.parent)}\0${state.ruleId}\0${state.endRule ?? ''}\0${state.beginRuleCapturedEOL ? 1 : 0}\0${scopeListId(state.nameScopesList)}\0${scopeListId(state.contentNameScopesList)}`);
    objectIds.set(state, id);
  }
  return id;
}

/** A line's key in the memo: the state before it (the first line's own) and its text. */
function lineKey(stack: StateStack | null, line: string): string {
  return `${!stack || stack === INITIAL ? 'first' : stateId(stack as unknown as StateFrame)}\0${line}`;
}

/** Tokenizes a line, or replays it when the same line followed the same state before. */
function tokenizeLineOnce(grammar: GrammarInternals, themes: Theme[], root: ScopeNode, line: string, stack: StateStack | null, timeLimit?: number): TokenizedLine & { stoppedEarly: boolean } {
  let memo = lineMemos.get(root);
  if (!memo) lineMemos.set(root, (memo = new Map()));
  const key = lineKey(stack, line);
  const known = memo.get(key);
  if (known) return { ...known, stoppedEarly: false };
  const result = grammar.tokenizeLine(line, stack, timeLimit);
  const tokenized = { tokens: encodeLine(grammar, themes, root, result.tokens), ruleStack: result.ruleStack };
  if (!result.stoppedEarly) {
    if (memo.size >= LINE_MEMO_LIMIT) memo.clear();
    memo.set(key, tokenized);
  }
  return { ...tokenized, stoppedEarly: result.stoppedEarly };
}

/**
 * The primitive shiki's codeToHast works with, whose grammar tokenizes each line once and
 * answers for every theme: the first theme's pass tokenizes, the others replay it. The code's
 * first line follows `startState` when given.
 */
function onePassPrimitive(primitive: Primitive, themeNames: string[], startState?: StateStack): Primitive {
  const themes = themeNames.map((name) => textmateTheme(primitive.getTheme(name)));
  let current = 0;
  let tokenizing: number | undefined;
  const lines: { tokens: Uint32Array[]; ruleStack: StateStack }[] = [];
  let replayed = 0;
  return {
    ...primitive,
    setTheme(name: string) {
      current = themeNames.indexOf(name);
      if (current === -1) throw new Error(`one-pass highlighting: theme ${name} was not announced`);
      tokenizing ??= current;
      return { theme: primitive.getTheme(name), colorMap: themes[current]!.getColorMap() };
    },
    getLanguage(name: string) {
      const grammar = primitive.getLanguage(name) as GrammarInternals;
      if (!isResolvable(grammar)) return grammar;
      const root = scopeRoot(grammar, themes, themeNames.join('\0'));
      return {
        name: grammar.name,
        tokenizeLine2(line: string, given: StateStack | null, timeLimit?: number) {
          // A line rendered alone (renderLinesOnePass) starts in the state of the lines before it.
          const stack = startState && (!given || given === INITIAL) ? startState : given;
          if (current === tokenizing) {
            const result = tokenizeLineOnce(grammar, themes, root, line, stack, timeLimit);
            lines.push(result);
            return { tokens: result.tokens[current], ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
          }
          const done = lines[replayed++ % lines.length]!;
          return { tokens: done.tokens[current], ruleStack: done.ruleStack, stoppedEarly: false };
        },
      } as unknown as IGrammar;
    },
  } as Primitive;
}

/** shiki's `codeToHast` with `themes`, tokenizing the code once for all of them. */
export function codeToHastOnePass(highlighter: Highlighter, code: string, options: CodeToHastOptions & { themes: Record<string, string> }): Root {
  return codeToHast(onePassPrimitive(highlighter.getInternalContext(), Object.values(options.themes)), code, options);
}

/** A block's lines as shiki splits them, with each line's tokens for every theme (none for an empty line). */
export interface TokenizedBlock {
  lines: string[];
  tokens: (Uint32Array[] | undefined)[];
  /** Each theme's colours, by the foreground numbers in the tokens' metadata. */
  colorMaps: string[][];
}

/**
 * The tokens shiki's tokenizer gives each line of `code` with each of `themeNames`, from one
 * tokenization (the lines it memoized are replayed): what shiki's codeToHast starts from, for a
 * caller that writes the block itself (block-html.ts). Undefined when the grammar's tokens
 * cannot be resolved here; shiki's own path is then the one.
 */
export function tokenizeBlockOnePass(highlighter: Highlighter, code: string, themeNames: string[], lang: string, timeLimit?: number): TokenizedBlock | undefined {
  const primitive = highlighter.getInternalContext();
  const grammar = primitive.getLanguage(lang) as GrammarInternals;
  if (!isResolvable(grammar)) return undefined;
  const themes = themeNames.map((name) => textmateTheme(primitive.getTheme(name)));
  const root = scopeRoot(grammar, themes, themeNames.join('\0'));
  const lines = splitLines(code).map(([line]) => line);
  const tokens: (Uint32Array[] | undefined)[] = [];
  let stack: StateStack = INITIAL;
  for (const line of lines) {
    // As shiki's tokenizer: an empty line has no tokens and leaves the state for the next.
    if (line === '') {
      tokens.push(undefined);
      continue;
    }
    const result = tokenizeLineOnce(grammar, themes, root, line, stack, timeLimit);
    tokens.push(result.tokens);
    stack = result.ruleStack;
  }
  return { lines, tokens, colorMaps: themes.map((theme) => theme.getColorMap()) };
}

/**
 * shiki's `codeToHast` for each line of the code alone, in the state the lines before it leave
 * (the tree of a one-line block, `<pre><code><span class="line">`): the same tokens and the same
 * line as in the block's tree, as shiki makes every line's tree from its tokens alone. `render`
 * turns a line's tree into what the caller keeps; it runs once per line tokenized the same way,
 * the result kept in `rendered` by the line's tokens. Undefined when the code is not split as
 * shiki splits it here (\r\n) or a line took too long to tokenize in full.
 */
export function renderLinesOnePass(
  highlighter: Highlighter,
  code: string,
  options: CodeToHastOptions & { themes: Record<string, string>; lang: string },
  rendered: WeakMap<object, string>,
  render: (line: Root) => string,
): string[] | undefined {
  if (code.includes('\r')) return undefined;
  const primitive = highlighter.getInternalContext();
  const themeNames = Object.values(options.themes);
  const grammar = primitive.getLanguage(options.lang) as GrammarInternals;
  if (!isResolvable(grammar)) return undefined;
  const themes = themeNames.map((name) => textmateTheme(primitive.getTheme(name)));
  const root = scopeRoot(grammar, themes, themeNames.join('\0'));
  const out: string[] = [];
  let stack: StateStack = INITIAL;
  const tooLong = options.tokenizeMaxLineLength ? options.tokenizeMaxLineLength : Infinity;
  for (const line of code.split('\n')) {
    // Lines shiki does not tokenize (empty, or at least tokenizeMaxLineLength long) leave the
    // state unchanged for the next. A long one's HTML is its text: written anew, not kept.
    if (line.length >= tooLong) {
      out.push(render(codeToHast(onePassPrimitive(primitive, themeNames, stack), line, options)));
      continue;
    }
    const key = lineKey(stack, line);
    let tokens = line === '' ? EMPTY_LINE : lineMemos.get(root)?.get(key);
    let html = tokens && rendered.get(tokens);
    if (html === undefined) {
      html = render(codeToHast(onePassPrimitive(primitive, themeNames, stack), line, options));
      tokens = line === '' ? EMPTY_LINE : lineMemos.get(root)?.get(key);
      if (!tokens) return undefined;
      rendered.set(tokens, html);
    }
    if (tokens !== EMPTY_LINE) stack = (tokens as TokenizedLine).ruleStack;
    out.push(html);
  }
  return out;
}

/** Stands for the tokens of an empty line (none). */
const EMPTY_LINE: object = Object.freeze({});
