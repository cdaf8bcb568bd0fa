import { describe, expect, it } from 'vitest';
import { generateUtilityCss, LAYER_ORDER } from '../../../src/core/styles/utility-css.ts';

// The CSS of the Tailwind classes a site uses: Tailwind's own output for exactly those, with
// Mintlify's v3 names meaning what they meant in v3, scoped to page content.
const rule = (css: string, selector: string) => {
  const start = css.indexOf(`${selector}{`);
  return start < 0 ? undefined : css.slice(start + selector.length + 1, css.indexOf('}', start));
};

describe('generated utility CSS', () => {
  it('holds exactly the candidates that are Tailwind classes', async () => {
    const { css, classes } = await generateUtilityCss(['grid', 'grid-cols-2', 'gap-4', 'icon-tabler', 'my-callout', 'not a class']);
    expect([...classes].sort()).toEqual(['gap-4', 'grid', 'grid-cols-2']);
    expect(rule(css, ':where(.mk-content) .grid')).toBe('display:grid');
    expect(rule(css, ':where(.mk-content) .gap-4')).toBe('gap:1rem');
    expect(css).not.toContain('icon-tabler');
    expect(css).not.toContain('.flex');
  });

  it('is empty without a Tailwind class', async () => {
    expect(await generateUtilityCss([])).toEqual({ css: '', classes: new Set() });
    expect((await generateUtilityCss(['icon', 'hero-image'])).css).toBe('');
  });

  it('applies to page content only, in the layer after Mintaka\'s, with no preflight', async () => {
    const { css } = await generateUtilityCss(['hidden', 'block', 'p-4']);
    expect(css.startsWith(`${LAYER_ORDER}\n`)).toBe(true);
    const selectors = [...css.matchAll(/(?:^|[{}])([^{}@]+)\{/g)].map((m) => m[1]!.trim()).filter((s) => !s.startsWith('--') && !s.startsWith('*'));
    for (const selector of selectors) expect(selector, selector).toMatch(/:where\(\.mk-content\)/);
    expect(css).toContain('@layer mk.utilities{');
    expect(css).not.toMatch(/(^|[}\s])(html|body|h1|button|img)\s*[,{]/);
  });

  it('follows Mintaka\'s dark mode, the toggle on <html>, and keeps responsive and state variants', async () => {
    const { css } = await generateUtilityCss(['dark:hidden', 'md:grid-cols-3', 'hover:bg-blue-500', 'focus:outline-none', 'group-hover:underline']);
    expect(css).toContain(':where(.mk-content) .dark\\:hidden:where([data-theme=dark],[data-theme=dark] *){display:none}');
    expect(css).toMatch(/@media \(width>=48rem\)\{:where\(\.mk-content\) \.md\\:grid-cols-3\{grid-template-columns:repeat\(3,minmax\(0,1fr\)\)\}\}/);
    expect(css).toContain('.hover\\:bg-blue-500:hover{');
    expect(css).toContain('.focus\\:outline-none:focus{');
    expect(css).toContain('.group-hover\\:underline');
  });

  it('supports arbitrary values', async () => {
    const { css, classes } = await generateUtilityCss(['w-[450px]', 'text-[13px]', 'bg-[#0d9373]', 'grid-cols-[1fr_2fr]']);
    expect(classes.size).toBe(4);
    expect(rule(css, ':where(.mk-content) .w-\\[450px\\]')).toBe('width:450px');
    expect(rule(css, ':where(.mk-content) .grid-cols-\\[1fr_2fr\\]')).toBe('grid-template-columns:1fr 2fr');
  });

  it('gives v3 names their v3 values where v4 changed them', async () => {
    const { css } = await generateUtilityCss(['rounded-sm', 'rounded', 'shadow-sm', 'blur-sm', 'ring', 'border', 'flex-grow', 'flex-shrink-0']);
    expect(rule(css, ':where(.mk-content) .rounded-sm')).toBe('border-radius:.125rem');
    expect(rule(css, ':where(.mk-content) .rounded')).toBe('border-radius:.25rem');
    expect(rule(css, ':where(.mk-content) .shadow-sm')).toContain('0 1px 2px 0 var(--tw-shadow-color,#0000000d)');
    expect(rule(css, ':where(.mk-content) .blur-sm')).toContain('--tw-blur:blur(4px)');
    // v3's ring: 3px, blue-500 at half opacity.
    expect(rule(css, ':where(.mk-content) .ring')).toContain('calc(3px + var(--tw-ring-offset-width)) var(--tw-ring-color,#3b82f680)');
    expect(rule(css, ':where(.mk-content) .flex-grow')).toBe('flex-grow:1');
    // A border without a colour is v3's light gray, on author elements only.
    expect(css).toContain(':where(.mk-content) :where([class]:not([class^=mk-],[class*=\\ mk-])){border-color:oklch(92.8% .006 264.531)}');
  });
});
