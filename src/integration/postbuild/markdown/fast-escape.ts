import type { Parents, Root } from 'mdast';
import { defaultHandlers, type Info, type SafeConfig, type State, type Unsafe } from 'mdast-util-to-markdown';

// mdast-util-to-markdown escapes every piece of text against its whole list of unsafe
// patterns (100 with GFM, math and MDX, one regular expression each): most of the time a
// page's Markdown copy took. A pattern can only match where its character occurs, so each
// call gets the patterns whose character is in the text or the characters around it: the same
// escapes, a fraction of the work.

const byCharacter = new WeakMap<Unsafe[], Map<string, Unsafe[]>>();

function patternsByCharacter(unsafe: Unsafe[]): Map<string, Unsafe[]> {
  let map = byCharacter.get(unsafe);
  if (!map) {
    map = new Map();
    for (const pattern of unsafe) {
      const list = map.get(pattern.character);
      if (list) list.push(pattern);
      else map.set(pattern.character, [pattern]);
    }
    byCharacter.set(unsafe, map);
  }
  return map;
}

/** The patterns whose character occurs in the text (their order does not change the escapes). */
function patternsIn(unsafe: Unsafe[], text: string): Unsafe[] {
  const map = patternsByCharacter(unsafe);
  const seen = new Set<string>();
  const patterns: Unsafe[] = [];
  for (let i = 0; i < text.length; i++) {
    const character = text.charAt(i);
    if (seen.has(character)) continue;
    seen.add(character);
    const list = map.get(character);
    if (list) patterns.push(...list);
  }
  return patterns;
}

/** The root handler, with `state.safe` given only the patterns that can match. */
export function rootWithFastEscapes(node: Root, parent: Parents | undefined, state: State, info: Info): string {
  const safe = state.safe;
  state.safe = (value: string | null | undefined, config: SafeConfig) => {
    const all = state.unsafe;
    state.unsafe = patternsIn(all, `${config.before ?? ''}${value ?? ''}${config.after ?? ''}`);
    try {
      return safe.call(state, value, config);
    } finally {
      state.unsafe = all;
    }
  };
  try {
    return defaultHandlers.root(node, parent, state, info);
  } finally {
    state.safe = safe;
  }
}
