import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameIconSvgs } from '../../src/core/frame-icons.ts';
import { renderIconSvg, resolveIconSvg } from '../../src/core/icons.ts';
import { loadSite } from '../../src/site/load-site.ts';
import type { SiteData } from '../../src/site/types.ts';

const fixture = async (name: string): Promise<SiteData> => {
  const loaded = await loadSite(join(import.meta.dirname, '../fixtures/sites', name), { fetchStars: false });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.site;
};

describe('the icons a site\'s frame may draw (what its sprite holds)', () => {
  it('has each anchor\'s icon in the style the sidebar draws it, Font Awesome Pro names as their stand-in', async () => {
    const site = await fixture('anchors');
    const svgs = frameIconSvgs(site.navigation, site.config);
    expect(svgs).toContain(renderIconSvg('react', 'brands'));
    // No style given: anchors are duotone, drawn with the solid set.
    expect(svgs).toContain(renderIconSvg('vuejs', 'duotone'));
    expect(svgs).toContain(renderIconSvg('cube', 'duotone'));
    expect(svgs).toContain(resolveIconSvg('not-a-real-icon', 'duotone').svg);
  });

  it('has the navigation\'s group and page icons, and Mintaka\'s own only where the config turns them on', async () => {
    const full = await fixture('full');
    const svgs = frameIconSvgs(full.navigation, full.config);
    expect(svgs).toContain(renderIconSvg('rocket'));
    expect(svgs).toContain(renderIconSvg('thumbs-up'));
    expect(svgs).toContain(renderIconSvg('x-twitter', 'brands'));
    const anchors = await fixture('anchors');
    expect(frameIconSvgs(anchors.navigation, anchors.config)).not.toContain(renderIconSvg('thumbs-up'));
  });
});
