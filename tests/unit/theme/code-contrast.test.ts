import { converter, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { darkCodeBackground, ensureContrast, LIGHT_CODE_BACKGROUNDS, MIN_CODE_CONTRAST } from '../../../src/core/theme/code-contrast.ts';
import { loadCodePalette, renderCodeColorsCss } from '../../../src/integration/code-colors.ts';
import { CODE_THEMES } from '../../../src/integration/markdown/code-themes.ts';

// Code must be readable in both modes: every colour of the code themes, as the site's
// stylesheet gives it, has WCAG AA contrast (4.5:1) on the code backgrounds it is shown on.
const hue = (color: string) => converter('oklch')(color)!.h ?? 0;

/** The colours a site's code stylesheet gives light and dark tokens, and its dark code background. */
function readStylesheet(css: string) {
  const light = [...css.matchAll(/\.l\d+\{--shiki-light:(#[0-9A-F]{6})\}/gi)].map((m) => m[1]!);
  const dark = [...css.matchAll(/\.d\d+\{--shiki-dark:(#[0-9A-F]{6})\}/gi)].map((m) => m[1]!);
  const background = /--mk-code-bg:(#[0-9a-f]{6})/i.exec(css)![1]!;
  return { light, dark, background };
}

describe('code colours', () => {
  it('meet 4.5:1 in both modes, for every colour of the themes, whatever the site\'s dark background', async () => {
    const palette = await loadCodePalette(CODE_THEMES);
    expect(palette.light.length).toBeGreaterThan(5);
    // Mintaka's default, a green-black site (this repository's), pure black, slate, a light-ish grey.
    for (const pageDark of [undefined, '#0B1210', '#000000', '#1E293B', '#3A3A3A']) {
      const { light, dark, background } = readStylesheet(renderCodeColorsCss(palette, pageDark));
      expect(light).toHaveLength(palette.light.length);
      expect(dark).toHaveLength(palette.dark.length);
      const below: string[] = [];
      for (const color of light) for (const bg of LIGHT_CODE_BACKGROUNDS) if (wcagContrast(color, bg) < MIN_CODE_CONTRAST) below.push(`${color} on ${bg}: ${wcagContrast(color, bg).toFixed(2)}`);
      for (const color of dark) if (wcagContrast(color, background) < MIN_CODE_CONTRAST) below.push(`${color} on ${background}: ${wcagContrast(color, background).toFixed(2)}`);
      expect(below, `page background ${pageDark ?? 'default'}`).toEqual([]);
    }
  });

  it('darkens github-light\'s orange (3.5:1 on white) just enough, keeping its hue, and leaves readable colours alone', () => {
    expect(wcagContrast('#E36209', '#ffffff')).toBeLessThan(3.6);
    const adjusted = ensureContrast('#E36209', LIGHT_CODE_BACKGROUNDS);
    expect(wcagContrast(adjusted, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(adjusted, '#f6f8fa')).toBeLessThan(5);
    expect(Math.abs(hue(adjusted) - hue('#E36209'))).toBeLessThan(10);
    expect(ensureContrast('#24292E', LIGHT_CODE_BACKGROUNDS)).toBe('#24292E');
    // On a dark background a colour is lightened instead.
    const onDark = ensureContrast('#6A737D', ['#1a1d23']);
    expect(wcagContrast(onDark, '#1a1d23')).toBeGreaterThanOrEqual(4.5);
    expect(converter('oklch')(onDark)!.l).toBeGreaterThan(converter('oklch')('#6A737D')!.l);
  });

  it('puts dark code on a shade of the page\'s own dark background', () => {
    const green = darkCodeBackground('#0B1210');
    expect(Math.abs(hue(green) - hue('#0B1210'))).toBeLessThan(15);
    expect(wcagContrast(green, '#0B1210')).toBeLessThan(1.3);
    expect(darkCodeBackground(undefined)).toBe(darkCodeBackground('#0f1117'));
  });

  it('reads the colours of a theme the site chose on that theme\'s own background', async () => {
    // codeblocks "dark": github-dark in light mode too, on its own dark background, not on white.
    const darkBoth = readStylesheet(renderCodeColorsCss(await loadCodePalette({ light: 'github-dark', dark: 'github-dark' })));
    for (const color of darkBoth.light) expect(wcagContrast(color, '#24292e'), color).toBeGreaterThanOrEqual(MIN_CODE_CONTRAST);
    // A dark theme of the site's choice keeps its background, which its colours are read on.
    const nord = readStylesheet(renderCodeColorsCss(await loadCodePalette({ light: 'github-light', dark: 'nord' }), '#0B1210'));
    expect(nord.background).toBe('#2e3440');
    for (const color of nord.dark) expect(wcagContrast(color, '#2e3440'), color).toBeGreaterThanOrEqual(MIN_CODE_CONTRAST);
  });
});
