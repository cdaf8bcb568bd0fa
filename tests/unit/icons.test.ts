import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLOUT_VARIANTS } from '../../src/components/mdx/render/callout.ts';
import { iconMaskUrl, nearestFreeIcon, renderIconSvg, resolveIconSvg } from '../../src/core/icons.ts';

describe('icons that have no free Font Awesome icon (Font Awesome Pro names)', () => {
  it('keeps a free name as it is', () => {
    expect(nearestFreeIcon('book')).toBe('book');
    expect(resolveIconSvg('rocket').substitute).toBeUndefined();
  });

  it('draws a digit or letter in a shape as that glyph, and a plural as its singular', () => {
    expect(nearestFreeIcon('circle-1')).toBe('1');
    expect(nearestFreeIcon('square-e')).toBe('e');
    expect(nearestFreeIcon('books')).toBe('book');
    expect(nearestFreeIcon('messages')).toBe('message');
  });

  it('takes the free icon of the same subject with most words in common', () => {
    expect(nearestFreeIcon('book-sparkles')).toBe('book');
    expect(nearestFreeIcon('person-running-fast')).toBe('person-running');
    expect(nearestFreeIcon('phone-arrow-up-right')).toBe('phone');
    expect(nearestFreeIcon('shield-check')).toBe('shield');
  });

  it('never draws a crossed-out icon for a name that does not say so', () => {
    expect(nearestFreeIcon('text')).not.toMatch(/slash/);
  });

  it('falls back to a word few icons share, else to nothing', () => {
    expect(nearestFreeIcon('sparkles')).toMatch(/sparkles/);
    expect(nearestFreeIcon('cauldron')).toBeUndefined();
  });

  it('draws a placeholder the size of an icon when nothing is near', () => {
    const resolved = resolveIconSvg('cauldron');
    expect(resolved.substitute).toBeNull();
    expect(resolved.svg).toMatch(/^<svg class="mk-icon mk-icon-placeholder"/);
  });
});

describe('Font Awesome icons', () => {
  it('are an svg that says which icon it draws, hidden from assistive technology', () => {
    const svg = renderIconSvg('rocket', 'solid')!;
    expect(svg).toMatch(/^<svg class="mk-icon" viewBox="0 0 512 512" aria-hidden="true" data-prefix="fas" data-icon="rocket"><path fill="currentColor" d="M[^"]+"><\/path><\/svg>$/);
  });

  it("drawn by the stylesheets are the package's (the menu button's, each preset callout's)", () => {
    const css = (file: string) => readFileSync(new URL(`../../src/styles/${file}`, import.meta.url), 'utf8');
    expect(css('global.css')).toContain(`.mk-menu-button::before { content: ''; width: 1.1em; height: 1em; background: currentColor; mask: ${iconMaskUrl('bars')} center`);
    const callouts = css('components/callout.css');
    for (const [variant, { icon }] of Object.entries(CALLOUT_VARIANTS)) {
      const rule = ['note', 'info', 'custom'].includes(variant) ? '.mk-callout' : `.mk-callout-${variant}`;
      expect(callouts, variant).toContain(`${rule} { --mk-callout-icon: ${iconMaskUrl(icon)}; }`);
    }
  });
});
