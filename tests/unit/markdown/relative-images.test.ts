import { describe, expect, it } from 'vitest';
import { mayHaveRelativeImage } from '../../../src/core/markdown/relative-images.ts';

// A build waits for a page with a relative Markdown image before Astro bundles (its image
// service takes such images over); every other page renders while Astro bundles.
describe('relative Markdown images', () => {
  it('are found in any form Astro collects', () => {
    expect(mayHaveRelativeImage('Text\n\n![Diagram](images/flow.png)\n')).toBe(true);
    expect(mayHaveRelativeImage('![x](./a.png "title")')).toBe(true);
    expect(mayHaveRelativeImage('![x](<../a b.png>)')).toBe(true);
    expect(mayHaveRelativeImage('![x][diagram]\n\n[diagram]: images/d.png')).toBe(true);
    expect(mayHaveRelativeImage('![x]')).toBe(true);
  });

  it('are not found where a page has only root-relative or remote images, or none', () => {
    expect(mayHaveRelativeImage('# Title\n\n<img src="images/a.png" />\n')).toBe(false);
    expect(mayHaveRelativeImage('![Dashboard](/images/dashboard.png)\n![Logo](https://example.com/logo.svg)')).toBe(false);
    expect(mayHaveRelativeImage('![x]( /images/a.png)\n![y](data:image/png;base64,AAAA)')).toBe(false);
    expect(mayHaveRelativeImage('No images! [a link](guide) here.')).toBe(false);
  });
});
