import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadMintConfig } from '../../../src/config/load.ts';
import { DEFAULT_CORPUS as CORPUS } from '../../../scripts/build-corpus.ts';

// Real Mintlify sites (read-only, outside the repository: MINTAKA_CORPUS, by default
// ../shared/corpus beside it). A clone without them skips these tests and says what they need.
const sites = existsSync(CORPUS) ? readdirSync(CORPUS).filter((name) => existsSync(join(CORPUS, name, 'mint.json'))) : [];
if (!sites.length) console.info(`mint.json corpus tests skipped: they need the folder of real Mintlify sites, set MINTAKA_CORPUS=<folder> (looked for ${CORPUS})`);

describe.runIf(sites.length > 0)('real sites', () => {
  test.each(sites)('%s validates', (site) => {
    const result = loadMintConfig(join(CORPUS, site));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  test('their quirks survive normalisation', () => {
    const crew = loadMintConfig(join(CORPUS, 'crewAIInc__crewAI'));
    expect(crew.ok && { primaryTab: crew.config.primaryTab, seo: crew.config.seo, cta: crew.config.topbarCtaButton }).toEqual({
      primaryTab: { name: 'Get Started', isDefaultHidden: false },
      seo: { indexHiddenPages: false },
      cta: { type: 'github', url: 'https://github.com/crewAIInc/crewAI' },
    });
    expect(crew.ok && crew.warnings).toEqual(['mint.json: "theme" is a Mintlify setting Mintaka does not use yet — the default look is used.']);
    const trench = loadMintConfig(join(CORPUS, 'FrigadeHQ__trench'));
    expect(trench.ok && trench.config.colors.background).toEqual({ dark: '#010101' });
  });
});
