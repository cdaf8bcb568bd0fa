import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHeadersFile, renderNginxSnippet, renderRedirectsFile, renderVercelJson, type HostRulesInput } from '../../core/agents/host-rules.ts';
import { expandRedirects, renderRedirectsFile as renderSiteRedirects } from '../../core/navigation/redirects.ts';
import type { SiteData } from '../../site/load-site.ts';
import { writeAtUrl } from './write-at-url.ts';

/** Where the files for Vercel and nginx go (docs: Agents); Netlify's and Cloudflare's stay at the root, where those hosts read them. */
export const HOSTING_DIR = '/_mintaka/hosting';

/** A file the docs folder brought keeps its rules first; Mintaka's follow. */
function writeAppending(outDir: string, urlPath: string, content: string): void {
  const file = join(outDir, urlPath);
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeAtUrl(outDir, urlPath, existing ? `${existing.replace(/\n*$/, '\n\n')}${content}` : content);
}

/** `_headers`, `_redirects`, and vercel.json and an nginx snippet in _mintaka/hosting/ (core/agents/host-rules.ts). */
export function writeHostRules(site: SiteData, outDir: string): void {
  const permanent = new Map(site.config.redirects.map((rule) => [rule.source.replace(/^\/*/, '/').replace(/\/+$/, ''), rule.permanent === true]));
  const input: HostRulesInput = {
    redirects: expandRedirects(site.config.redirects, Object.keys(site.pages)).map((page) => ({
      from: `/${page.from}`,
      // mint.json destinations are paths with or without their slash, or URLs of other sites.
      to: /^[a-z][a-z\d+.-]*:/i.test(page.to) ? page.to : `/${page.to.replace(/^\/+/, '')}`,
      permanent: permanent.get(`/${page.from}`) ?? false,
    })),
    homePage: site.pages.index !== undefined,
  };
  writeAppending(outDir, '/_headers', renderHeadersFile());
  writeAppending(outDir, '/_redirects', renderRedirectsFile(input, renderSiteRedirects(site.config.redirects)));
  writeAtUrl(outDir, `${HOSTING_DIR}/vercel.json`, renderVercelJson(input));
  writeAtUrl(outDir, `${HOSTING_DIR}/nginx.conf`, renderNginxSnippet(input));
}
