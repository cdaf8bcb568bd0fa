import type { BlockContent, ListItem, PhrasingContent, RootContent } from 'mdast';
import { readJsxAttribute, readJsxString, type JsxElement } from '../../../core/links/jsx.ts';
import { code, fieldItem, link, paragraph, plainText, strong, text, toBlocks, toPhrasing } from './mdast-build.ts';

/** What a component handler gets: its element, its converted children, and the context. */
export interface HandlerInput {
  element: JsxElement;
  children: RootContent[];
  inline: boolean;
  attr: (name: string) => string | undefined;
  resolveUrl: (url: string) => string;
}

type Handler = (input: HandlerInput) => RootContent[];

const CALLOUT_LABELS: Record<string, string> = { Note: 'Note', Tip: 'Tip', Warning: 'Warning', Info: 'Info', Check: 'Check', Danger: 'Danger' };

/** A callout as a quote whose first line names it: `> **Note:** ...`. */
function callout(label: string | undefined, { children, inline }: HandlerInput): RootContent[] {
  if (inline) return children;
  const blocks = toBlocks(children);
  if (label) {
    const first = blocks[0];
    const lead = [strong(`${label}:`), text(' ')];
    if (first?.type === 'paragraph') first.children.unshift(...lead);
    else blocks.unshift(paragraph(strong(label)));
  }
  return [{ type: 'blockquote', children: blocks }];
}

/** A titled block (card, tab, accordion): the title in bold, linked when there is a target. */
function titled(title: string | undefined, href: string | undefined, input: HandlerInput): RootContent[] {
  const head: PhrasingContent[] = title ? [href ? link(input.resolveUrl(href), [strong(title)]) : strong(title)] : href ? [link(input.resolveUrl(href), [text(href)])] : [];
  if (input.inline) return [...head, ...(head.length && input.children.length ? [text(' ')] : []), ...input.children];
  const description = input.attr('description');
  return [...(head.length ? [paragraph(...head)] : []), ...(description ? [paragraph(text(description))] : []), ...toBlocks(input.children)];
}

/** `name` (type, required, default: x): description — one item of a parameter list. */
function field(location: string | undefined, input: HandlerInput): RootContent[] {
  const { element } = input;
  const name = location ? input.attr(location) : input.attr('name');
  const facts = [input.attr('type'), readJsxAttribute(element, 'required') === true || input.attr('required') === 'true' ? 'required' : undefined];
  const fallback = input.attr('default');
  if (fallback !== undefined) facts.push(`default: ${fallback}`);
  if (location && location !== 'name') facts.push(location === 'body' ? 'body' : `${location} parameter`);
  if (readJsxAttribute(element, 'deprecated') === true) facts.push('deprecated');
  const head: PhrasingContent[] = [code(name ?? '?')];
  const shown = facts.filter(Boolean);
  if (shown.length) head.push(text(` (${shown.join(', ')})`));
  if (input.inline) return [...head, text(' '), ...input.children];
  const blocks = toBlocks(input.children);
  const first = blocks[0];
  if (first?.type === 'paragraph') {
    blocks.shift();
    head.push(text(': '), ...first.children);
  }
  return [fieldItem(head, blocks)];
}

function childrenOf(input: HandlerInput): RootContent[] {
  return input.inline ? toPhrasing(input.children) : input.children;
}

const HANDLERS: Record<string, Handler> = {
  ...Object.fromEntries(Object.entries(CALLOUT_LABELS).map(([name, label]) => [name, (input: HandlerInput) => callout(label, input)])),
  Callout: (input) => callout(input.attr('title'), input),
  Card: (input) => titled(input.attr('title'), input.attr('href'), input),
  Tile: (input) => titled(input.attr('title'), input.attr('href'), input),
  Tab: (input) => titled(input.attr('title'), undefined, input),
  View: (input) => titled(input.attr('title'), undefined, input),
  Accordion: (input) => titled(input.attr('title'), undefined, input),
  Expandable: (input) => titled(input.attr('title'), undefined, input),
  Prompt: (input) => titled(input.attr('description'), undefined, { ...input, attr: () => undefined }),
  RequestExample: (input) => (input.inline ? input.children : [paragraph(strong('Request example')), ...toBlocks(input.children)]),
  ResponseExample: (input) => (input.inline ? input.children : [paragraph(strong('Response example')), ...toBlocks(input.children)]),
  Frame: (input) => {
    const caption = input.attr('caption');
    return input.inline || !caption ? childrenOf(input) : [...toBlocks(input.children), paragraph({ type: 'emphasis', children: [text(caption)] })];
  },
  Steps: (input) => {
    if (input.inline) return input.children;
    const items: ListItem[] = [];
    const rest: RootContent[] = [];
    for (const child of input.children) {
      const step = (child.data as { mkStep?: BlockContent[] } | undefined)?.mkStep;
      if (step) items.push({ type: 'listItem', spread: true, children: step });
      else rest.push(child);
    }
    return [...(items.length ? [{ type: 'list' as const, ordered: true, start: 1, spread: true, children: items }] : []), ...rest];
  },
  // A step is a marked block that <Steps> collects into a numbered list.
  Step: (input) => {
    const blocks = titled(input.attr('title'), undefined, input) as BlockContent[];
    return input.inline ? blocks : [{ type: 'paragraph', children: [], data: { mkStep: toBlocks(blocks) } as never }];
  },
  ParamField: (input) => field(['query', 'path', 'body', 'header', 'cookie'].find((key) => input.attr(key) !== undefined), input),
  Param: (input) => field(['query', 'path', 'body', 'header', 'cookie'].find((key) => input.attr(key) !== undefined), input),
  ResponseField: (input) => field(undefined, input),
  Update: (input) => {
    const label = input.attr('label');
    const description = input.attr('description');
    if (input.inline) return input.children;
    return [
      ...(label ? [{ type: 'heading' as const, depth: 2 as const, children: [text(label)] }] : []),
      ...(description ? [paragraph({ type: 'emphasis', children: [text(description)] })] : []),
      ...toBlocks(input.children),
    ];
  },
  Visibility: (input) => (input.attr('for') === 'humans' ? [] : childrenOf(input)),
  Icon: () => [],
  Latex: (input) => {
    const value = plainText(input.children);
    return input.inline ? [{ type: 'inlineMath', value }] : [{ type: 'math', value }];
  },
  Mermaid: (input) => [{ type: 'code', lang: 'mermaid', value: input.attr('chart') ?? plainText(input.children) }],
  CodeBlock: (input) => [{ type: 'code', lang: input.attr('language') ?? null, meta: input.attr('filename') ?? null, value: plainText(input.children).replace(/^\n+|\n+$/g, '') }],
  GitHub: (input) => {
    const repo = input.attr('repo') ?? '';
    const url = /^https?:/.test(repo) ? repo : `https://github.com/${repo}`;
    const node = link(url, [text(repo)]);
    return input.inline ? [node] : [paragraph(node)];
  },
  Tree: (input) => (input.inline ? input.children : treeList(input.children)),
  'Tree.Folder': (input) => [treeItem(input.attr('name') ?? '', input.children)],
  'Tree.File': (input) => [treeItem(input.attr('name') ?? '', [])],
  'Color.Item': (input) => [treeItem(`${input.attr('name') ?? ''}: ${input.attr('value') ?? ''}`, [])],
  'Color.Row': (input) => [treeItem(input.attr('title') ?? '', input.children)],
  Color: (input) => treeList(input.children),
  // Raw HTML elements that carry content or links.
  a: (input) => {
    const href = input.attr('href');
    const node = href ? link(input.resolveUrl(href), toPhrasing(input.children)) : undefined;
    return node ? (input.inline ? [node] : [paragraph(node)]) : childrenOf(input);
  },
  img: (input) => {
    const src = input.attr('src');
    const node: PhrasingContent | undefined = src ? { type: 'image', url: input.resolveUrl(src), alt: input.attr('alt') ?? '' } : undefined;
    return node ? (input.inline ? [node] : [paragraph(node)]) : [];
  },
  br: () => [{ type: 'break' }],
  strong: (input) => [{ type: 'strong', children: toPhrasing(input.children) }],
  b: (input) => [{ type: 'strong', children: toPhrasing(input.children) }],
  em: (input) => [{ type: 'emphasis', children: toPhrasing(input.children) }],
  i: (input) => [{ type: 'emphasis', children: toPhrasing(input.children) }],
  code: (input) => [code(plainText(input.children))],
  style: () => [],
  script: () => [],
};
for (const tag of ['video', 'iframe', 'audio', 'source']) {
  HANDLERS[tag] = (input) => {
    const src = input.attr('src');
    const node = src ? link(input.resolveUrl(src), [text(input.attr('title') ?? `${tag === 'iframe' ? 'Embedded page' : 'Media'}: ${src}`)]) : undefined;
    return node ? (input.inline ? [node] : [paragraph(node)]) : childrenOf(input);
  };
}
for (let depth = 1; depth <= 6; depth++) {
  HANDLERS[`h${depth}`] = (input) => (input.inline ? toPhrasing(input.children) : [{ type: 'heading', depth: depth as 1, children: toPhrasing(input.children) }]);
}

function treeItem(label: string, children: RootContent[]): RootContent {
  const nested = children.flatMap((c) => (c.type === 'list' ? c.children : c.type === 'listItem' ? [c] : []));
  const item: ListItem = { type: 'listItem', spread: false, children: [paragraph(code(label)), ...(nested.length ? [{ type: 'list' as const, ordered: false, spread: false, children: nested }] : [])] };
  return item;
}

function treeList(children: RootContent[]): RootContent[] {
  const items = children.flatMap((c) => (c.type === 'listItem' ? [c] : c.type === 'list' ? c.children : []));
  return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : children;
}

/** The Markdown for a component or HTML element; unknown ones are replaced by their content. */
export function convertElement(input: HandlerInput): RootContent[] {
  const handler = HANDLERS[input.element.name ?? ''];
  return handler ? handler(input) : childrenOf(input);
}

export { readJsxString };
