import type { z } from 'zod';
import { describeValue } from '../describe-value.ts';
import { isRecord } from '../raw-values.ts';
import { checkUniqueRedirectSources } from '../redirect-sources.ts';

// Cross-field rules of mint.json, in one place (STYLE.md "Config"). (The one-default-version
// rule lives in versions.ts: it must see `default` before the versions are normalised.) They run even when other
// fields failed, so every problem is reported in one go; hence the defensive reads: a field
// that failed still holds the user's raw value here.

type Ctx = z.core.$RefinementCtx<unknown>;

function readVersionNames(versions: unknown): string[] {
  if (!Array.isArray(versions)) return [];
  const names: string[] = [];
  for (const version of versions) {
    if (typeof version === 'string') names.push(version.trim());
    // External-link versions are not versions of this site, so groups cannot use them.
    else if (isRecord(version) && typeof version.name === 'string' && version.url === undefined) names.push(version.name.trim());
  }
  return names;
}

function checkGroupVersions(entries: unknown, path: PropertyKey[], versions: string[], ctx: Ctx): void {
  if (!Array.isArray(entries)) return;
  entries.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const version = entry.version;
    if (typeof version === 'string' && !versions.includes(version)) {
      const listed = versions.length > 0 ? ` (${versions.join(', ')})` : '';
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'version'],
        input: version,
        message:
          versions.length > 0
            ? `expected a version listed in "versions"${listed}, found ${describeValue(version)} — add ${JSON.stringify(version)} to "versions", or use one of: ${versions.join(', ')}`
            : `expected a version listed in "versions", found ${describeValue(version)} — add "versions": [${JSON.stringify(version)}]`,
      });
    }
    checkGroupVersions(entry.pages, [...path, index, 'pages'], versions, ctx);
  });
}

/** The root refinement of MintConfigSchema. */
export function checkCrossFieldRules(config: Record<string, unknown>, ctx: Ctx): void {
  checkGroupVersions(config.navigation, ['navigation'], readVersionNames(config.versions), ctx);
  checkUniqueRedirectSources(config.redirects, ctx);
}
