// `mintaka dev` serves the playground's proxy at /_mintaka/proxy, with the allowlist of the
// site as currently loaded (mint.json and documents can change while the server runs).
import type { Plugin } from 'vite';
import type { SiteData } from '../../site/load-site.ts';
import { createProxyHandler } from './handler.ts';
import { siteProxyTargets } from './site-targets.ts';

export function vitePluginProxy(getSite: () => SiteData, options: { allow?: string[]; trustedProxies?: string[] } = {}): Plugin {
  return {
    name: 'mintaka:proxy',
    configureServer(server) {
      const handler = createProxyHandler({ targets: () => siteProxyTargets(getSite()), ...options });
      server.middlewares.use((req, res, next) => {
        if (!handler.handle(req, res)) next();
      });
    },
  };
}
