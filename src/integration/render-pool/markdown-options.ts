import { CODE_THEMES } from '../markdown/code-themes.ts';

/**
 * The Markdown options of Mintaka's Astro config (astro.config.mjs), as Astro hands them to the
 * renderer: for rendering outside Astro (the workers' warm-up, a page whose cached HTML is gone).
 */
export const MARKDOWN_OPTIONS = { syntaxHighlight: false, shikiConfig: { themes: CODE_THEMES, defaultColor: false }, gfm: true, smartypants: false, remarkRehype: {} };
