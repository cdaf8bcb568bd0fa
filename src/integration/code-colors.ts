import type { Element, ElementContent } from 'hast';
import { bundledThemes, type BundledTheme } from 'shiki';
import { codeBackgrounds, ensureContrast } from '../core/theme/code-contrast.ts';
import { CODE_THEMES } from './markdown/code-themes.ts';

/**
 * Code token colours as classes instead of inline styles. Shiki writes every token as
 * `<span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">` (56 bytes before the text); with
 * both themes' colours numbered, the same token is `<span class="l4 d5">` (short names: a page has
 * hundreds) and one small stylesheet sets the variables. Code is most of a page's HTML on API-heavy sites.
 */
export interface CodePalette {
  light: string[];
  dark: string[];
  /** The two themes' names and own backgrounds, which decide what the colours are read on. */
  themes: { light: string; dark: string };
  backgrounds: { light?: string; dark?: string };
}

type ThemeJson = { bg?: string; fg?: string; colors?: Record<string, string>; tokenColors?: { settings?: { foreground?: string } }[]; settings?: { settings?: { foreground?: string } }[] };

/** Every foreground colour a theme can give a token, upper case (as shiki writes them), sorted, and its background. */
async function readTheme(name: string): Promise<{ colors: string[]; background?: string }> {
  const theme = ((await bundledThemes[name as BundledTheme]()) as { default: ThemeJson }).default;
  const colors = new Set<string>();
  const fg = theme.fg ?? theme.colors?.['editor.foreground'];
  if (fg) colors.add(fg.toUpperCase());
  for (const rule of theme.tokenColors ?? theme.settings ?? []) {
    if (rule.settings?.foreground) colors.add(rule.settings.foreground.toUpperCase());
  }
  return { colors: [...colors].sort(), background: theme.bg ?? theme.colors?.['editor.background'] };
}

const palettes = new Map<string, Promise<CodePalette>>();

export function loadCodePalette(themes: { light: string; dark: string }): Promise<CodePalette> {
  const key = `${themes.light}\0${themes.dark}`;
  let palette = palettes.get(key);
  if (!palette) {
    palette = Promise.all([readTheme(themes.light), readTheme(themes.dark)]).then(([light, dark]) => ({
      light: light.colors,
      dark: dark.colors,
      themes: { light: themes.light, dark: themes.dark },
      backgrounds: { light: light.background, dark: dark.background },
    }));
    palettes.set(key, palette);
  }
  return palette;
}

/**
 * The stylesheet that gives the classes their colours (~1 KiB for the GitHub themes): each
 * theme colour made readable (WCAG AA, 4.5:1) on the code backgrounds of its mode, at build
 * time (github-light's orange was 3.5:1 on white), and the dark code background: with the
 * default theme a shade of the site's own dark background (`colors.background.dark`), with a
 * theme the site chose (`styling.codeblocks`) that theme's own.
 */
export function renderCodeColorsCss(palette: CodePalette, pageDarkBackground?: string): string {
  const backgrounds = codeBackgrounds({
    light: palette.backgrounds.light,
    dark: palette.themes.dark === CODE_THEMES.dark ? undefined : palette.backgrounds.dark,
    pageDark: pageDarkBackground,
  });
  const light = palette.light.map((color, i) => `.l${i}{--shiki-light:${ensureContrast(color, backgrounds.light)}}`);
  const dark = palette.dark.map((color, i) => `.d${i}{--shiki-dark:${ensureContrast(color, [backgrounds.dark])}}`);
  return `@layer mk.content{html[data-theme='dark']{--mk-code-bg:${backgrounds.dark}}${[...light, ...dark].join('')}}\n`;
}

const TOKEN_STYLE = /^--shiki-light:(#[0-9A-Fa-f]{3,8});--shiki-dark:(#[0-9A-Fa-f]{3,8})$/;

/** The block's own colours (`<pre style="--shiki-light:…;--shiki-dark:…">`), which tokens inherit. */
function readBlockColors(pre: Element): { light?: string; dark?: string } {
  const style = typeof pre.properties.style === 'string' ? pre.properties.style : '';
  return {
    light: /--shiki-light:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1]?.toUpperCase(),
    dark: /--shiki-dark:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1]?.toUpperCase(),
  };
}

/**
 * Replaces the colour styles of a highlighted `<pre>`'s tokens with palette classes. A colour
 * equal to the block's own needs nothing (custom properties inherit), and a token with neither
 * colour of its own is just its text. A token with anything else in its style (font style, a
 * colour outside the palette) keeps it as is.
 */
export function compactTokenColors(pre: Element, palette: CodePalette): void {
  const light = new Map(palette.light.map((color, i) => [color, i]));
  const dark = new Map(palette.dark.map((color, i) => [color, i]));
  const block = readBlockColors(pre);
  const compact = (nodes: ElementContent[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type !== 'element') return [node];
      node.children = compact(node.children);
      const style = node.properties.style;
      const match = typeof style === 'string' && node.tagName === 'span' ? TOKEN_STYLE.exec(style) : null;
      if (!match) return [node];
      const [l, d] = [match[1]!.toUpperCase(), match[2]!.toUpperCase()];
      const li = light.get(l);
      const di = dark.get(d);
      if (li === undefined || di === undefined) return [node];
      const classes = [l === block.light ? '' : `l${li}`, d === block.dark ? '' : `d${di}`].filter(Boolean);
      const existing: unknown = node.properties.className;
      const own = Array.isArray(existing) ? existing.map(String) : typeof existing === 'string' ? existing.split(' ') : [];
      if (!classes.length && !own.length && Object.keys(node.properties).every((key) => key === 'style' || key === 'className')) return node.children;
      node.properties = { ...node.properties, style: undefined, className: [...own, ...classes] };
      return [node];
    });
  pre.children = compact(pre.children);
}
