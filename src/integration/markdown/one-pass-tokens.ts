import type { Root } from 'hast';
import type { CodeToHastOptions, Highlighter } from 'shiki';
import { codeToHast } from 'shiki/core';
import { EncodedTokenMetadata, Theme, type IGrammar, type IRawTheme, type StateStack } from 'shiki/textmate';

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

/**
 * The primitive shiki's codeToHast works with, whose grammar tokenizes each line once and
 * answers for every theme: the first theme's pass tokenizes, the others replay it.
 */
function onePassPrimitive(primitive: Primitive, themeNames: string[]): Primitive {
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
        tokenizeLine2(line: string, stack: StateStack | null, timeLimit?: number) {
          if (current === tokenizing) {
            const result = grammar.tokenizeLine(line, stack, timeLimit);
            const tokens = encodeLine(grammar, themes, root, result.tokens);
            lines.push({ tokens, ruleStack: result.ruleStack });
            return { tokens: tokens[current], ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
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
