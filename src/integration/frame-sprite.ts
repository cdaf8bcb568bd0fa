// Which sprite the frame's icons point at (core/icon-sprite.ts). The frame runs from Astro's
// server bundle, which has its own copy of this module: the sprite is kept on globalThis. A
// build draws the frame's icons from a sprite; the dev server draws them inline (a page there is
// rendered as it is asked for, and its icons may change with any save).
import type { IconSprite } from '../core/icon-sprite.ts';

const KEY = Symbol.for('mintaka.frame-sprite');

/** The sprite this process draws frame icons from (a build), or none (dev). */
export function useFrameSprite(sprite: IconSprite | undefined): void {
  (globalThis as unknown as Record<symbol, IconSprite | undefined>)[KEY] = sprite;
}

export function frameSprite(): IconSprite | undefined {
  return (globalThis as unknown as Record<symbol, IconSprite | undefined>)[KEY];
}

/** An icon's markup for the frame: pointing at the sprite when the sprite holds it, else as it is. */
export function frameIconMarkup(svg: string): string {
  return frameSprite()?.references.get(svg) ?? svg;
}
