// The allowlist of one site, from what the build loaded: mint.json `api.baseUrl`, every server
// of every OpenAPI document, and the hosts of `api:` pages with absolute URLs. Written into the
// built site as _mintaka/proxy-targets.json for `mintaka preview` and `mintaka proxy`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { collectProxyTargets } from '../../core/proxy/targets.ts';
import { PROXY_TARGETS_FILE, type ProxyTargetSpec, type ProxyTargetsFile } from '../../core/proxy/types.ts';
import { getOpenApiDocuments } from '../../site/load-openapi.ts';
import type { SiteData } from '../../site/load-site.ts';

export function siteProxyTargets(site: SiteData): ProxyTargetSpec[] {
  const endpointUrls = Object.values(site.pages).flatMap((page) => (page.api?.kind === 'endpoint' ? [page.api.endpoint.url] : []));
  return collectProxyTargets({ baseUrls: site.config.api.mdx.server, documents: getOpenApiDocuments(site.docsDir), endpointUrls });
}

export function writeProxyTargets(outDir: string, targets: ProxyTargetSpec[]): void {
  const file = join(outDir, PROXY_TARGETS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const content: ProxyTargetsFile = { version: 1, targets };
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}

/** The allowlist of a built site; undefined when the folder has none (not built by Mintaka). */
export function readProxyTargets(siteDir: string): ProxyTargetSpec[] | undefined {
  const file = join(siteDir, PROXY_TARGETS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ProxyTargetsFile>;
    return Array.isArray(parsed.targets) ? parsed.targets.filter((t) => typeof t?.url === 'string') : [];
  } catch {
    return [];
  }
}
