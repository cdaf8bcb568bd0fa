import { describe, expect, it } from 'vitest';
import { buildIconSprite } from '../../src/core/icon-sprite.ts';
import { renderIconSvg, resolveIconSvg } from '../../src/core/icons.ts';

const rocket = renderIconSvg('rocket', 'solid')!;
const gear = renderIconSvg('gear', 'solid')!;
const lucideHouse = renderIconSvg('house', undefined, 'mk-icon', 'lucide')!;

/** The `<symbol>` a reference points at, from the sprite file. */
function symbolOf(content: string, reference: string): string {
  const id = /#([\w-]+)"/.exec(reference)![1];
  return new RegExp(`<symbol id="${id}" [^>]*>.*?</symbol>`).exec(content)![0];
}

describe('the frame icons sprite', () => {
  it('leaves on the page what styles an icon and says what it draws, and moves the drawing into a symbol', () => {
    const sprite = buildIconSprite([rocket, gear], '/_astro')!;
    const reference = sprite.references.get(rocket)!;
    expect(reference).toMatch(new RegExp(`^<svg class="mk-icon" viewBox="0 0 512 512" aria-hidden="true" data-prefix="fas" data-icon="rocket"><use href="${sprite.href}#i\\w+"></use></svg>$`));
    expect(reference).not.toContain('<path');
    const symbol = symbolOf(sprite.content, reference);
    expect(symbol).toContain('viewBox="0 0 512 512"');
    // The same paths as drawn inline.
    expect(symbol).toContain(/<path[^]*<\/path>/.exec(rocket)![0]);
    expect(sprite.content.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });

  it('keeps a stroked icon\'s look with its drawing and its size on the page (Lucide)', () => {
    const sprite = buildIconSprite([lucideHouse], '/_astro')!;
    const reference = sprite.references.get(lucideHouse)!;
    expect(reference).toContain('width="1em" height="1em"');
    expect(reference).not.toMatch(/stroke|xmlns/);
    const symbol = symbolOf(sprite.content, reference);
    expect(symbol).toMatch(/fill="none"/);
    expect(symbol).toMatch(/stroke="currentColor"/);
    expect(symbol).toMatch(/stroke-width="2"/);
  });

  it('draws each drawing once, whatever names share it, and the same icons make the same file', () => {
    // A placeholder is one drawing for every name that has no icon.
    const placeholder = resolveIconSvg('cauldron').svg;
    const one = buildIconSprite([rocket, gear, placeholder, placeholder], '/_astro')!;
    expect(one.content.match(/<symbol /g)).toHaveLength(3);
    const again = buildIconSprite([placeholder, gear, rocket], '/_astro')!;
    expect(again.href).toBe(one.href);
    expect(again.content).toBe(one.content);
    expect(buildIconSprite([rocket], '/_astro')!.href).not.toBe(one.href);
    expect(one.href).toMatch(/^\/_astro\/icons\.[\w-]{10}\.svg$/);
  });

  it('leaves markup that is not one plain svg element as it is', () => {
    const nested = '<svg class="mk-icon" viewBox="0 0 10 10"><svg viewBox="0 0 1 1"></svg></svg>';
    const noViewBox = '<svg class="mk-icon"><path d="M0 0h1"></path></svg>';
    const sprite = buildIconSprite([nested, noViewBox, '<img class="mk-icon" src="/x.svg" alt="">', rocket], '/_astro')!;
    expect([...sprite.references.keys()]).toEqual([rocket]);
    expect(buildIconSprite([noViewBox], '/_astro')).toBeUndefined();
  });
});
