import { createRequire } from 'node:module';
import type * as Culori from 'culori';

// culori's one-file build, the same code: its ES entry is 151 modules, and every thread that
// highlights code or validates a site loaded them (50 ms of each one's start).
const { clampChroma, converter, formatHex, interpolate, wcagContrast } = createRequire(import.meta.url)('culori/require') as typeof Culori;

/** WCAG AA for normal text: code is read at body size or smaller. */
export const MIN_CODE_CONTRAST = 4.5;

/** The page's dark background when mint.json gives none (global.css `--mk-bg`). */
const DEFAULT_DARK_PAGE = '#0f1117';
/** Light code blocks: white (the light theme's own), and API examples and inline code on `--mk-code-bg`. */
export const LIGHT_CODE_BACKGROUNDS = ['#ffffff', '#f6f8fa'] as const;

const toOklch = converter('oklch');

/**
 * The dark code background: the page's dark background lifted a little toward white, so that
 * code blocks belong to the site's own palette (a green-black site gets green-black code), not
 * to the code theme's (github-dark's #24292e on every site).
 */
export function darkCodeBackground(pageDark: string | undefined): string {
  const page = pageDark && /^#[0-9a-f]{3,8}$/i.test(pageDark.trim()) ? pageDark.trim() : DEFAULT_DARK_PAGE;
  return formatHex(interpolate([page, '#ffffff'], 'rgb')(0.06));
}

const isHex = (color: string | undefined): color is string => color !== undefined && /^#[0-9a-f]{3,8}$/i.test(color.trim());
const isDark = (color: string) => (toOklch(color)?.l ?? 1) < 0.5;

/**
 * The backgrounds code colours are read on, per mode. Light: the light theme's own (code
 * blocks), and when it is a light one `--mk-code-bg` too (API examples, inline code); a dark
 * theme in light mode (`codeblocks: "dark"`) only its own. Dark: the dark theme's own when the
 * site chose one, else a shade of the page's dark background.
 */
export function codeBackgrounds(themes: { light?: string; dark?: string; pageDark?: string }): { light: string[]; dark: string } {
  const lightTheme = isHex(themes.light) ? themes.light.trim() : LIGHT_CODE_BACKGROUNDS[0];
  const light = isDark(lightTheme) ? [lightTheme] : [...new Set([lightTheme, ...LIGHT_CODE_BACKGROUNDS])];
  return { light, dark: isHex(themes.dark) ? themes.dark.trim() : darkCodeBackground(themes.pageDark) };
}

/**
 * `color` with at least `min` contrast on every one of `backgrounds` (all light or all dark):
 * its OKLCH lightness moved away from theirs, in small steps, hue and chroma kept as far as the
 * screen's gamut allows, as Expressive Code adjusts its themes. A colour that already has the
 * contrast is returned as it is.
 */
export function ensureContrast(color: string, backgrounds: readonly string[], min = MIN_CODE_CONTRAST): string {
  const enough = (candidate: string) => backgrounds.every((background) => wcagContrast(candidate, background) >= min);
  if (enough(color)) return color;
  const start = toOklch(color);
  if (!start) return color;
  const darkBackgrounds = (toOklch(backgrounds[0]!)?.l ?? 1) < 0.5;
  for (let step = 1; step <= 100; step++) {
    const l = Math.min(1, Math.max(0, start.l + (darkBackgrounds ? 0.01 : -0.01) * step));
    const candidate = formatHex(clampChroma({ ...start, l }, 'oklch'));
    if (enough(candidate)) return candidate.toUpperCase();
  }
  return darkBackgrounds ? '#FFFFFF' : '#000000';
}
