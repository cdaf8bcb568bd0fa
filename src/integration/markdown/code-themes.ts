import { bundledThemes } from 'shiki';
import type { CodeblocksTheme } from '../../config/site/types.ts';
import { currentSiteConfig } from '../site-config.ts';

/** The two themes switched by the mode toggle (CSS variables --shiki-light / --shiki-dark). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

export type CodeThemes = Record<string, string> & {
  light: string;
  dark: string;
};

/**
 * The Shiki themes of `styling.codeblocks` (mint.json `codeBlock.mode`): `system` follows the
 * colour mode with the default pair, `dark` is dark in both modes, a theme name or a pair is
 * used as given. A name Shiki does not bundle keeps the default for that mode.
 */
export function codeThemesOf(setting: CodeblocksTheme): CodeThemes {
  if (setting === 'system') return CODE_THEMES;
  if (setting === 'dark') return { light: CODE_THEMES.dark, dark: CODE_THEMES.dark };
  const known = (name: string) => name in bundledThemes;
  return { light: known(setting.light) ? setting.light : CODE_THEMES.light, dark: known(setting.dark) ? setting.dark : CODE_THEMES.dark };
}

/** Theme names of a setting that Shiki does not bundle (for a warning). */
export function unknownCodeThemes(setting: CodeblocksTheme): string[] {
  if (typeof setting === 'string') return [];
  return [...new Set([setting.light, setting.dark])].filter((name) => !(name in bundledThemes));
}

let current: { setting: CodeblocksTheme; themes: CodeThemes } | undefined;

/** The themes of the site being built (site-config.ts), worked out once per setting. */
export function codeThemes(): CodeThemes {
  const setting = currentSiteConfig()?.styling.codeblocks ?? 'system';
  if (current?.setting !== setting) current = { setting, themes: codeThemesOf(setting) };
  return current.themes;
}
