import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HASHED_ASSETS_PREFIX } from '../core/agents/host-rules.ts';
import { frameIconSvgs } from '../core/frame-icons.ts';
import { buildIconSprite } from '../core/icon-sprite.ts';
import type { SiteData } from '../site/load-site.ts';
import { useComponentStylesheets, type WrittenStylesheet } from './component-stylesheets.ts';
import { getDiagnostics } from './diagnostics.ts';
import { frameSprite, useFrameSprite } from './frame-sprite.ts';
import { useFrameStylesheet } from './frame-stylesheet.ts';
import { leaveOutFailedPages } from './page-failures.ts';
import { usePageScripts } from './page-scripts.ts';
import { runPostBuild } from './postbuild/index.ts';
import { pageHref } from './postbuild/site-pages.ts';
import { writeAtUrl } from './postbuild/write-at-url.ts';
import { siteProxyTargets, writeProxyTargets } from './proxy/site-targets.ts';
import type { UtilityStylesheet } from './utility-css/utility-stylesheet.ts';

/** What Mintaka made for the build's pages besides the pages: its stylesheets and scripts. */
export interface BuildAssets {
  frameCss: ReturnType<typeof useFrameStylesheet> | undefined;
  componentCss: readonly WrittenStylesheet[];
  pageScripts: ReturnType<typeof usePageScripts> | undefined;
  utilityCss: UtilityStylesheet;
}

/**
 * Registers what the frame's components link (for `astro build`, `mintaka dev` and the build
 * without Astro alike): the icon sprite (a build's), the frame's and the component families'
 * stylesheets and the browser scripts. The site's utility CSS is made by the caller.
 */
export function useFrameAssets(command: 'build' | 'dev', getSite: () => SiteData): Omit<BuildAssets, 'utilityCss'> {
  const site = getSite();
  // The frame's icons, drawn once a build in a sprite its pages point at (frame-sprite.ts).
  useFrameSprite(command === 'build' ? buildIconSprite(frameIconSvgs(site.navigation, site.config), HASHED_ASSETS_PREFIX.replace(/\/$/, '')) : undefined);
  return { frameCss: useFrameStylesheet(command, getSite), componentCss: useComponentStylesheets(command), pageScripts: usePageScripts(command) };
}

/**
 * The end of a build once its pages are written, whether Astro wrote them or not
 * (build-without-astro.ts): the docs folder's static files, Mintaka's stylesheets, scripts and
 * icon sprite, the proxy's targets, then (a build without errors) the pages that failed left out
 * and the postbuild (Markdown copies, llms.txt, sitemap, search index).
 */
export async function writeSiteOutput(site: SiteData, outDir: string, assets: BuildAssets, astroSite: string | undefined, log: (message: string) => void = () => {}): Promise<void> {
  // Static files of the docs folder (images, video, PDFs...) are served at their paths.
  for (const asset of site.assets) {
    const target = join(outDir, asset);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(site.docsDir, asset), target);
  }
  const sprite = frameSprite();
  if (sprite) writeAtUrl(outDir, sprite.href, sprite.content);
  const frameSheet = assets.frameCss?.written();
  if (frameSheet) writeAtUrl(outDir, frameSheet.href, frameSheet.css);
  for (const sheet of assets.componentCss) writeAtUrl(outDir, sheet.href, sheet.css);
  for (const script of assets.pageScripts?.written() ?? []) writeAtUrl(outDir, script.href, script.js);
  for (const { classes, bytes } of assets.utilityCss.write(outDir)) log(`Tailwind classes: ${classes}, ${(bytes / 1024).toFixed(1)} KiB of CSS`);
  // The playground's proxy (mintaka preview / proxy) forwards only to these base URLs.
  writeProxyTargets(outDir, siteProxyTargets(site));
  // A build with errors writes nothing: what follows would be thrown away.
  if (getDiagnostics().errors.length) return;
  leaveOutFailedPages(site, outDir, pageHref);
  // Markdown copies, llms.txt, sitemap, robots, RSS and the search index.
  await runPostBuild(site, outDir, astroSite);
}
