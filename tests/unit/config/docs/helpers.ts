import { parseDocsConfig } from '../../../../src/config/docs/load.ts';
import type { DocsConfig } from '../../../../src/config/docs/schema/index.ts';
import { docsToSiteConfig } from '../../../../src/config/docs/to-site-config.ts';
import type { SiteConfig } from '../../../../src/config/site/types.ts';

/** The smallest docs.json Mintlify accepts, so each test adds only its subject. */
export const minimalDocs = {
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0D9373' },
  navigation: { groups: [{ group: 'Getting started', pages: ['introduction'] }] },
};

/** Parses `minimalDocs` plus `extra`; fails the test if it is rejected. */
export function acceptDocs(extra: Record<string, unknown> = {}): DocsConfig {
  const result = parseDocsConfig({ ...minimalDocs, ...extra });
  if (!result.ok) throw new Error(`expected docs.json to validate:\n${result.errors.join('\n')}`);
  return result.config;
}

/** The internal site config of `minimalDocs` plus `extra`. */
export function siteOf(extra: Record<string, unknown> = {}): SiteConfig {
  return docsToSiteConfig(acceptDocs(extra));
}

/** The error lines of `minimalDocs` plus `extra`; fails the test if it validates. */
export function rejectDocs(extra: Record<string, unknown>): string[] {
  const result = parseDocsConfig({ ...minimalDocs, ...extra });
  if (result.ok) throw new Error('expected docs.json to be rejected');
  return result.errors;
}

/** The warnings of `minimalDocs` plus `extra`. */
export function warningsOf(extra: Record<string, unknown>): string[] {
  const result = parseDocsConfig({ ...minimalDocs, ...extra });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.warnings;
}
