import type { Element, ElementContent } from 'hast';
import { bundledThemes, type BundledTheme } from 'shiki';
import { normalizeTheme, type ThemeRegistrationAny } from 'shiki/core';
import { Theme } from 'shiki/textmate';
import { codeBackgrounds, ensureContrast } from '../core/theme/code-contrast.ts';
import { CODE_THEMES } from './markdown/code-themes.ts';

/**
 * Code token colours as classes instead of inline styles. Shiki writes every token as
 * `<span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">` (56 bytes before the text); with
 * both themes' colours numbered, the same token is `<span class="l4 d5">` (short names: a page has
 * hundreds) and one small stylesheet sets the variables. Code is most of a page's HTML on API-heavy sites.
 * A theme pair colours the same scope (a keyword, a string) with one colour of each theme, so most
 * tokens have one of a few pairs, and those are an element of their own: `<mk-3>const</mk-3>`
 * (an autonomous custom element: valid HTML, inline and without meaning, as a span is) is 13
 * bytes of markup where `<span class="l4 d5">` was 28, and code is most of a page's markup.
 */
export interface CodePalette {
  light: string[];
  dark: string[];
  /** Indexes into `light` and `dark` of the colours the two themes give the same scope. */
  pairs: [number, number][];
  /** The two themes' names and own backgrounds, which decide what the colours are read on. */
  themes: { light: string; dark: string };
  backgrounds: { light?: string; dark?: string };
  /** The colour of a block's plain text in each theme, as shiki writes it on its `<pre>`. */
  foregrounds: { light: string; dark: string };
}

type ThemeJson = { bg?: string; fg?: string; colors?: Record<string, string>; tokenColors?: { settings?: { foreground?: string } }[]; settings?: { settings?: { foreground?: string } }[] };

interface ThemeColors {
  colors: string[];
  background?: string;
  /** Plain text's colour, as shiki writes it (its normalised theme's `fg`). */
  foreground: string;
  /** The theme as vscode-textmate resolves scopes with it. */
  textmate: Theme;
  /** Every scope selector the theme's rules name, as lists of scopes (`source.python keyword`). */
  selectors: string[][];
}

/** Every foreground colour a theme can give a token, upper case (as shiki writes them), sorted, and its background. */
async function readTheme(name: string): Promise<ThemeColors> {
  const theme = ((await bundledThemes[name as BundledTheme]()) as { default: ThemeJson }).default;
  const colors = new Set<string>();
  const fg = theme.fg ?? theme.colors?.['editor.foreground'];
  if (fg) colors.add(fg.toUpperCase());
  for (const rule of theme.tokenColors ?? theme.settings ?? []) {
    if (rule.settings?.foreground) colors.add(rule.settings.foreground.toUpperCase());
  }
  const normalized = normalizeTheme(theme as ThemeRegistrationAny);
  const selectors = normalized.settings.flatMap((rule) => (typeof rule.scope === 'string' ? rule.scope.split(',') : (rule.scope ?? [])).map((scope) => scope.trim().split(/\s+/).filter(Boolean)));
  return {
    colors: [...colors].sort(),
    background: theme.bg ?? theme.colors?.['editor.background'],
    foreground: normalized.fg,
    textmate: Theme.createFromRawTheme(normalized as never),
    selectors: selectors.filter((path) => path.length),
  };
}

/** The colour a theme gives a scope path (`['source.python', 'keyword']`), upper case. */
function colorOf(theme: ThemeColors, path: string[]): string {
  const stack = path.reduce<{ parent: unknown; scopeName: string } | null>((parent, scopeName) => ({ parent, scopeName }), null);
  const style = theme.textmate.match(stack as never);
  const color = style && style.foregroundId ? theme.textmate.getColorMap()[style.foregroundId] : undefined;
  return (color ?? theme.foreground).toUpperCase();
}

/**
 * The colour pairs the two themes give the scopes either of them names, as palette indexes. A
 * pair with a block colour is left out: its tokens need one class already (`l4` or `d5`).
 */
function pairColors(light: ThemeColors, dark: ThemeColors): [number, number][] {
  const lightIndex = new Map(light.colors.map((color, i) => [color, i]));
  const darkIndex = new Map(dark.colors.map((color, i) => [color, i]));
  const pairs = new Map<string, [number, number]>();
  for (const path of [...light.selectors, ...dark.selectors]) {
    const l = lightIndex.get(colorOf(light, path));
    const d = darkIndex.get(colorOf(dark, path));
    if (l === undefined || d === undefined) continue;
    if (light.colors[l] === light.foreground.toUpperCase() || dark.colors[d] === dark.foreground.toUpperCase()) continue;
    pairs.set(`${l},${d}`, [l, d]);
  }
  return [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

const palettes = new Map<string, Promise<CodePalette>>();

export function loadCodePalette(themes: { light: string; dark: string }): Promise<CodePalette> {
  const key = `${themes.light}\0${themes.dark}`;
  let palette = palettes.get(key);
  if (!palette) {
    palette = Promise.all([readTheme(themes.light), readTheme(themes.dark)]).then(([light, dark]) => ({
      light: light.colors,
      dark: dark.colors,
      pairs: pairColors(light, dark),
      themes: { light: themes.light, dark: themes.dark },
      backgrounds: { light: light.background, dark: dark.background },
      foregrounds: { light: light.foreground, dark: dark.foreground },
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
  const lightColors = palette.light.map((color) => ensureContrast(color, backgrounds.light));
  const darkColors = palette.dark.map((color) => ensureContrast(color, [backgrounds.dark]));
  const light = lightColors.map((color, i) => `.l${i}{--shiki-light:${color}}`);
  const dark = darkColors.map((color, i) => `.d${i}{--shiki-dark:${color}}`);
  const pairs = palette.pairs.map(([l, d], i) => `${tokenElement(i)}{--shiki-light:${lightColors[l]};--shiki-dark:${darkColors[d]}}`);
  // A block's own colours, the same on every block of the site (shiki writes them on each <pre>).
  const block = `.astro-code{--shiki-light:${palette.foregrounds.light};--shiki-dark:${palette.foregrounds.dark}${palette.backgrounds.light ? `;--shiki-light-bg:${palette.backgrounds.light}` : ''}}`;
  return `@layer mk.content{html[data-theme='dark']{--mk-code-bg:${backgrounds.dark}}${block}${[...light, ...dark, ...pairs].join('')}}\n`;
}

const TOKEN_STYLE = /^--shiki-light:(#[0-9A-Fa-f]{3,8});--shiki-dark:(#[0-9A-Fa-f]{3,8})$/;

/** A block's own colours, upper case, when they are hex colours (as shiki writes them on its `<pre>`). */
export interface BlockColors {
  light?: string;
  dark?: string;
}

/** The block's own colours (`<pre style="--shiki-light:…;--shiki-dark:…">`), which tokens inherit. */
function readBlockColors(pre: Element): BlockColors {
  const style = typeof pre.properties.style === 'string' ? pre.properties.style : '';
  return {
    light: /--shiki-light:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1]?.toUpperCase(),
    dark: /--shiki-dark:(#[0-9A-Fa-f]{3,8})/.exec(style)?.[1]?.toUpperCase(),
  };
}

/** The element of a token coloured by a pair of the palette. */
const tokenElement = (pair: number) => `mk-${pair}`;

/**
 * What a token's colours become: its palette classes (none when both are the block's own), and
 * the pair's element when the palette has that pair.
 */
export interface CompactColors {
  classes: string[];
  pair?: string;
}

/**
 * Reads a token's style (`--shiki-light:#…;--shiki-dark:#…`) as palette classes in a block of
 * these colours; undefined for a style with anything else in it or a colour outside the palette.
 */
export function tokenColorReader(palette: CodePalette, block: BlockColors): (style: string) => CompactColors | undefined {
  const light = new Map(palette.light.map((color, i) => [color, i]));
  const dark = new Map(palette.dark.map((color, i) => [color, i]));
  const pairs = new Map(palette.pairs.map(([l, d], i) => [`${l},${d}`, tokenElement(i)]));
  return (style) => {
    const match = TOKEN_STYLE.exec(style);
    if (!match) return undefined;
    const [l, d] = [match[1]!.toUpperCase(), match[2]!.toUpperCase()];
    const li = light.get(l);
    const di = dark.get(d);
    if (li === undefined || di === undefined) return undefined;
    const classes = [l === block.light ? '' : `l${li}`, d === block.dark ? '' : `d${di}`].filter(Boolean);
    return { classes, pair: pairs.get(`${li},${di}`) };
  };
}

/**
 * Replaces the colour styles of a highlighted `<pre>`'s tokens with a pair's element, else palette
 * classes. A colour equal to the block's own needs nothing (custom properties inherit), and a
 * token with neither colour of its own is just its text. A token with anything else in its style (font style, a
 * colour outside the palette) keeps it as is.
 */
export function compactTokenColors(pre: Element, palette: CodePalette): void {
  const colorsOf = tokenColorReader(palette, readBlockColors(pre));
  const compact = (nodes: ElementContent[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type !== 'element') return [node];
      node.children = compact(node.children);
      const style = node.properties.style;
      const colors = typeof style === 'string' && node.tagName === 'span' ? colorsOf(style) : undefined;
      if (!colors) return [node];
      const existing: unknown = node.properties.className;
      const own = Array.isArray(existing) ? existing.map(String) : typeof existing === 'string' ? existing.split(' ') : [];
      const bare = !own.length && Object.keys(node.properties).every((key) => key === 'style' || key === 'className');
      if (!colors.classes.length && bare) return node.children;
      if (colors.pair && bare) return [{ ...node, tagName: colors.pair, properties: {} }];
      node.properties = { ...node.properties, style: undefined, className: [...own, ...colors.classes] };
      return [node];
    });
  pre.children = compact(pre.children);
}
