import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCandidates, pageCandidates, recordFileClasses } from '../../../src/integration/utility-css/class-store.ts';
import { UtilityStylesheet } from '../../../src/integration/utility-css/utility-stylesheet.ts';
import { vitePluginUtilityCss } from '../../../src/integration/utility-css/vite-plugin-utility-css.ts';
import { repoRoot } from '../../support/build-fixture.ts';

// Components in `.jsx` snippets never pass through the Markdown pipeline: their classes are
// noted as Vite reads them, and count for the pages that import them.
const docsDir = join(repoRoot, 'tests/fixtures/sites/styling');

describe('classes of code snippets', () => {
  it('count for the pages that import them, directly or through another snippet', () => {
    const plugin = vitePluginUtilityCss(() => docsDir, new UtilityStylesheet());
    const transform = (plugin.transform as { handler: (code: string, id: string) => unknown }).handler;
    const code = 'import { Banner } from "/snippets/banner.mdx";\nexport const Support = ({ level }) => <td className={level ? "text-green-700" : "text-red-700"}>{level}</td>;';
    transform(code, join(docsDir, 'snippets/table.jsx'));
    // Files outside the docs folder are not the site's.
    transform('export const X = () => <b className="outside" />;', join(repoRoot, 'src/outside.jsx'));
    recordFileClasses('snippets/banner.mdx', { candidates: ['mt-6'], imports: [] });
    recordFileClasses('guide.mdx', { candidates: ['grid'], imports: ['snippets/table.jsx'] });
    expect([...pageCandidates('guide.mdx')].sort()).toEqual(['grid', 'mt-6', 'text-green-700', 'text-red-700']);
    expect(allCandidates().has('outside')).toBe(false);
  });
});
