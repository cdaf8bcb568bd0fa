// Mintlify's author components as functions from props and rendered children to HTML. The
// `.astro` components of the folder above are thin wrappers around them (`Astro.locals` as the
// page's scope, `Astro.slots.render` as the children), and builds render most MDX pages with
// them directly, without compiling the page to JavaScript (integration/markdown/mdx-to-html.ts):
// one function per component keeps both ways to the same HTML.

/** What a component may know of the page it renders in. */
export interface RenderContext {
  /** The page's id registry (lib/ids.ts): ids stay unique on the page. */
  scope: object;
  /** The page's URL, for warnings that say where a component is used. */
  url: URL;
  /** The MDX snippets the module being written imports, by local name (mdx-to-html.ts). */
  snippets?: ReadonlyMap<string, RenderedSnippet>;
  /** The props a snippet is rendered with, which its expressions read. */
  props?: Record<string, unknown>;
}

/** An MDX snippet as its own module renders: its tree after the pipeline's plugins, and the snippets it imports. */
export interface RenderedSnippet {
  tree: unknown;
  snippets: ReadonlyMap<string, RenderedSnippet>;
}

/** The component's children, rendered to HTML, when it asks for them. */
export type RenderChildren = () => Promise<string>;

export type Props = Record<string, unknown>;

export type ComponentRenderer = (context: RenderContext, props: Props, children: RenderChildren) => Promise<string> | string;

/** ` name="value"` (the value escaped as Astro escapes attributes), ` name` for true, nothing for false or undefined. */
export function attr(name: string, value: string | number | boolean | null | undefined): string {
  if (value === undefined || value === null || value === false) return '';
  if (value === true) return ` ${name}`;
  return ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** `class:list` as Astro joins it: strings and true-keyed object entries, space-separated. */
export function classList(...parts: (string | false | null | undefined | Record<string, unknown>)[]): string {
  const names: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    if (typeof part === 'string') names.push(part);
    else for (const [name, on] of Object.entries(part)) if (on) names.push(name);
  }
  return names.join(' ');
}

/** A string prop, or undefined (numbers and booleans from `{...}` are not text props). */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
