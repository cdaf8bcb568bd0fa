import { bundledLanguages } from 'shiki';
import { toOnigurumaAst } from 'oniguruma-parser';
import { describe, expect, it } from 'vitest';
import { literalTest, requiredLiterals } from '../../../src/integration/markdown/pattern-literals.ts';

// A pattern's search is skipped where none of the literals every match of it contains is left
// in the line (shared-pattern-engine.ts). Naming a literal a match can do without would drop
// that match, and change a reader's colours: the literals must be required ones.

describe("the literals a pattern's every match contains", () => {
  it('are its characters in sequence, through groups and quantifiers that repeat at least once', () => {
    expect(requiredLiterals('\\b(lambda)\\b')).toEqual(['lambda']);
    expect(requiredLiterals('//+.*$')).toEqual(['//']);
    expect(requiredLiterals('<%+#')).toEqual(['<%']);
    expect(requiredLiterals('(?:abc){2}x')).toEqual(['abc']);
    expect(requiredLiterals('\\.\\(\\\\')).toEqual(['.(\\']);
    expect(requiredLiterals('a\\tb')).toEqual(['a\tb']);
  });

  it('are any of the alternatives’ literals, and none where one alternative has none', () => {
    expect(requiredLiterals('(?<!\\.)\\b(file|reduce|intern)\\b')).toEqual(['file', 'reduce', 'intern']);
    expect(requiredLiterals('abc|x*')).toBeUndefined();
    expect(requiredLiterals('(?:\\b|(\\)))[\\t ]+([<>])')).toEqual(['\t', ' ']);
  });

  it('leave out what a match may skip: optional parts, lazy and possessive marks keep the least', () => {
    expect(requiredLiterals('abc?')).toEqual(['ab']);
    expect(requiredLiterals('(?:abc)?d')).toEqual(['d']);
    expect(requiredLiterals('xa+?')).toEqual(['xa']);
    expect(requiredLiterals('xa??')).toEqual(['x']);
    expect(requiredLiterals('xa*+y')).toEqual(['x']);
    expect(requiredLiterals('x{0,3}y')).toEqual(['y']);
    expect(requiredLiterals('a{,2}')).toBeUndefined();
  });

  it('count what a lookahead sees, never what a lookbehind or a negative lookaround does', () => {
    expect(requiredLiterals('(?=\\s*async)\\w+')).toEqual(['async']);
    expect(requiredLiterals('(?<=return)\\s+')).toBeUndefined();
    expect(requiredLiterals('(?!end)\\w+')).toBeUndefined();
  });

  it('are one of a class’s few characters, and nothing for a negated or wider class', () => {
    expect(requiredLiterals('(["\'])')).toEqual(['"', "'"]);
    expect(requiredLiterals('[^"]')).toBeUndefined();
    expect(requiredLiterals('[a-z]')).toBeUndefined();
    expect(requiredLiterals('[[:alpha:]]+x')).toEqual(['x']);
    expect(requiredLiterals('[abcdefghij]')).toBeUndefined();
  });

  it('are not told for flags, escapes this reader does not know, or broken patterns', () => {
    expect(requiredLiterals('(?i)select')).toBeUndefined();
    expect(requiredLiterals('a(?i:b)c')).toBeUndefined();
    expect(requiredLiterals('\\x41bc')).toBeUndefined();
    expect(requiredLiterals('\\p{Lu}+x')).toEqual(['x']);
    expect(requiredLiterals('(abc')).toBeUndefined();
    expect(requiredLiterals('[]a]')).toBeUndefined();
  });

  it('are looked for from the search’s start, one by one or all at once', () => {
    const few = literalTest('\\b(if|for)\\b')!;
    expect([few('x if y', 0), few('x if y', 3), few('for', 0)]).toEqual([true, false, true]);
    const many = literalTest('\\b(abs|all|any|ascii|bin|bool)\\b')!;
    expect([many('x = abs(y)', 0), many('x = abs(y)', 5), many('a.b|c', 0)]).toEqual([true, false, false]);
    expect(literalTest('\\w+')).toBeUndefined();
  });
});

// The same rule worked out from Oniguruma's own parser: what the reader names, the parser's
// tree of the pattern must require too. Every pattern of every grammar shiki has is checked.
type AstNode = { type: string; [key: string]: unknown };
class Unreadable extends Error {}
type Requirement = string[] | null;
const union = (sets: Requirement[]): Requirement => (sets.some((set) => set === null) ? null : [...new Set((sets as string[][]).flat())]);
const shortest = (set: string[]) => Math.min(...set.map((literal) => literal.length));
const stronger = (a: Requirement, b: Requirement): Requirement => (!a ? b : !b ? a : shortest(b) > shortest(a) || (shortest(b) === shortest(a) && b.length < a.length) ? b : a);
const anyOf = (alternatives: AstNode[]): Requirement => union(alternatives.map(required));

/** A character under quantifiers (`a+`, `a{2}+`): the character and its least repetitions. */
function quantifiedCharacter(node: AstNode): { character: string; min: number } | undefined {
  let min = Infinity;
  let current = node;
  while (current.type === 'Quantifier') {
    min = Math.min(min, current.min as number);
    current = current.body as AstNode;
  }
  return current.type === 'Character' && min !== Infinity ? { character: String.fromCodePoint(current.value as number), min } : undefined;
}

function required(node: AstNode): Requirement {
  switch (node.type) {
    case 'Alternative': {
      let best: Requirement = null;
      let run = '';
      const endRun = () => {
        if (run) best = stronger(best, [run]);
        run = '';
      };
      for (const element of node.body as AstNode[]) {
        if (element.type === 'Character') {
          run += String.fromCodePoint(element.value as number);
          continue;
        }
        const quantified = quantifiedCharacter(element);
        if (quantified) {
          if (quantified.min >= 1) run += quantified.character;
          endRun();
          continue;
        }
        endRun();
        best = stronger(best, required(element));
      }
      endRun();
      return best;
    }
    case 'CapturingGroup':
    case 'Group':
      if (node.flags) throw new Unreadable();
      return anyOf(node.body as AstNode[]);
    case 'LookaroundAssertion':
      return node.kind === 'lookahead' && !node.negate ? anyOf(node.body as AstNode[]) : null;
    case 'Quantifier':
      return (node.min as number) >= 1 ? required(node.body as AstNode) : null;
    case 'CharacterClass': {
      const body = node.body as AstNode[];
      if (node.negate || node.kind !== 'union' || !body.every((element) => element.type === 'Character')) return null;
      const characters = [...new Set(body.map((element) => String.fromCodePoint(element.value as number)))];
      return characters.length <= 8 && characters.every((c) => c.length === 1 && (c < '\ud800' || c > '\udfff')) ? characters : null;
    }
    case 'Directive':
      throw new Unreadable();
    default:
      return null;
  }
}

function parserLiterals(pattern: string): string[] | undefined {
  try {
    const ast = toOnigurumaAst(pattern) as unknown as { body: AstNode[]; flags: Record<string, unknown> };
    if (Object.entries(ast.flags).some(([name, value]) => name !== 'type' && value)) return undefined;
    return anyOf(ast.body) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Every pattern of every grammar shiki bundles: what it matches, begins, ends and continues with. */
async function grammarPatterns(): Promise<string[]> {
  const patterns = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (['match', 'begin', 'end', 'while'].includes(key) && typeof inner === 'string') patterns.add(inner);
      else walk(inner);
    }
  };
  for (const load of Object.values(bundledLanguages)) walk((await load()).default);
  return [...patterns];
}

describe("the reader of a pattern's literals", () => {
  it("names the literals Oniguruma's parser finds required, on every pattern of shiki's grammars", { timeout: 120_000 }, async () => {
    const patterns = await grammarPatterns();
    expect(patterns.length).toBeGreaterThan(10_000);
    const disagreements: string[] = [];
    let named = 0;
    for (const pattern of patterns) {
      const literals = requiredLiterals(pattern);
      if (!literals) continue;
      named++;
      const parsed = parserLiterals(pattern);
      // A pattern the parser rejects (a back-reference to no group) is one Oniguruma does not compile.
      if (parsed === undefined && (() => { try { toOnigurumaAst(pattern); return false; } catch { return true; } })()) continue;
      if (JSON.stringify(literals) !== JSON.stringify(parsed)) disagreements.push(`${pattern.slice(0, 120)}: ${JSON.stringify(literals)} against ${JSON.stringify(parsed)}`);
    }
    expect(named).toBeGreaterThan(patterns.length / 2);
    expect(disagreements).toEqual([]);
  });
});
