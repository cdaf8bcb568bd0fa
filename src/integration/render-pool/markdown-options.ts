import { CODE_THEMES } from '../markdown/code-themes.ts';

/**
 * The Markdown options of Mintaka's Astro config (astro.config.mjs), as Astro hands them to the
 * renderer: for rendering outside Astro (the workers' warm-up, a page whose cached HTML is gone,
 * pages rendered ahead of Astro). Astro leaves `gfm` unset, which the renderers take as on.
 */
export const MARKDOWN_OPTIONS = { syntaxHighlight: false, shikiConfig: { themes: CODE_THEMES, defaultColor: false }, smartypants: false, remarkRehype: {} };

/** The fields of Astro's renderer options that Mintaka's own renderers read. */
export interface RenderingOptions {
  gfm: boolean | undefined;
  smartypants: boolean | undefined;
  syntaxHighlight: unknown;
  /** What remarkCollectImages reads of Astro's image config: which remote images it may process. */
  image: { domains: unknown[]; remotePatterns: unknown[] };
}

/**
 * Astro's options as Mintaka's renderers see them (processor.ts: `markdown-renderer.ts` and
 * `mdx-html-renderer.ts` read these fields and no other). The render workers are given this,
 * not everything Astro resolved: pages rendered before Astro has resolved its config
 * (render-ahead.ts) are then rendered with exactly what a page Astro asks for gets.
 */
export function renderingOptions(shared: Record<string, unknown>): RenderingOptions {
  const image = (shared.image ?? {}) as { domains?: unknown[]; remotePatterns?: unknown[] };
  return {
    gfm: shared.gfm as boolean | undefined,
    smartypants: shared.smartypants as boolean | undefined,
    syntaxHighlight: shared.syntaxHighlight,
    image: { domains: image.domains ?? [], remotePatterns: image.remotePatterns ?? [] },
  };
}
