import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { DevHost } from './dev-host.ts';
import type { MenuAction } from '../../client/page-actions-menu.ts';
import { renderIconHtml } from '../../components/mdx/lib/icon-html.ts';
import { buildPageActions } from '../../core/agents/page-actions.ts';
import type { SiteConfig } from '../../config/site/types.ts';
import type { SiteData } from '../../site/load-site.ts';
import { resolveSiteUrl } from './site-url.ts';
import { bundleBrowserModule } from './browser-module.ts';
import { writeAtUrl } from './write-at-url.ts';

/** Where the menu's items come from; the frame's script imports it on first use (client/page.js). */
export const PAGE_ACTIONS_CLIENT_PATH = '/_mintaka/page-actions.js';
const entry = fileURLToPath(new URL('../../client/page-actions-menu.ts', import.meta.url));

/** The site's options with the page left as `$md` and `$path`, and custom icons as markup. */
export function pageActionTemplates(site: Pick<SiteData, 'config'>, siteUrl: string | undefined): MenuAction[] {
  const actions = buildPageActions(site.config.contextual, { siteName: site.config.name, path: '$path', markdownPath: '$md', siteUrl });
  const library = (icon: { library?: SiteConfig['icons']['library'] }) => icon.library ?? site.config.icons.library;
  return actions.map((action) => ('name' in action.icon ? { ...action, iconHtml: renderIconHtml(action.icon.name, action.icon.type, 'mk-icon', 'contextual option', library(action.icon)) } : action));
}

/** The menu's module, with the site's options in it. */
export async function bundlePageActionsClient(actions: MenuAction[]): Promise<string> {
  return bundleBrowserModule(entry, { MK_PAGE_ACTIONS: JSON.stringify(actions) });
}

export async function writePageActionsClient(site: SiteData, outDir: string, siteUrl: string | undefined): Promise<void> {
  const actions = pageActionTemplates(site, siteUrl);
  if (!actions.length) return;
  writeAtUrl(outDir, PAGE_ACTIONS_CLIENT_PATH, await bundlePageActionsClient(actions));
}

/** Serves the menu's module on the dev server, from the site's options as they are now. */
export function serveDevPageActions(server: DevHost, getSite: () => SiteData, astroSite: string | undefined): void {
  server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.url ?? '').split('?')[0] !== PAGE_ACTIONS_CLIENT_PATH) return next();
    const site = getSite();
    bundlePageActionsClient(pageActionTemplates(site, resolveSiteUrl(site.config, astroSite))).then(
      (code) => res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(code),
      () => next(),
    );
  });
}
