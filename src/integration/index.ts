import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import { fail, warn } from './diagnostics.ts';
import { listRefFiles } from '../config/docs/refs.ts';
import { findConfigFile } from '../config/config-file.ts';
import { loadSite, type SiteData } from '../site/load-site.ts';
import { takePreloadedSite } from './preloaded-site.ts';
import { keepDevSite, keepLastDevSite } from './dev-config-error.ts';
import { formatProblem, problemFromMessage } from './validate/problems.ts';
import { getAstroCommand, setAstroCommand } from './astro-command.ts';
import { setContentCollections } from './content-collections.ts';
import { setCurrentSiteConfig } from './site-config.ts';
import { closeRenderPools } from './render-pool/pooled-processor.ts';
import { waitForDeferredPages } from './deferred-pages.ts';
import { renderedAheadCounts } from './render-pool/render-ahead.ts';
import { finishPageHtml, setMissingPageRenderer } from './page-html.ts';
import { writeThreadPacks } from './markdown/thread-packs.ts';
import { renderMarkdownFile } from './render-pool/processor.ts';
import { indexPagesWhileGenerated, serveDevMarkdown, serveDevPageActions, serveDevSearch } from './postbuild/index.ts';
import { captureMarkdownCopies } from './postbuild/markdown/copy-store.ts';
import { resolveSiteUrl } from './postbuild/site-url.ts';
import { vitePluginSite } from './vite-plugin-site.ts';
import { vitePluginApiPage } from './vite-plugin-api-page.ts';
import type { WrittenStylesheet } from './component-stylesheets.ts';
import { reloadOnFrameStylesheetChange, type useFrameStylesheet } from './frame-stylesheet.ts';
import type { usePageScripts } from './page-scripts.ts';
import { useFrameAssets, writeSiteOutput } from './site-output.ts';
import { vitePluginPageModules } from './vite-plugin-page-modules.ts';
import { vitePluginNativeBuildModules } from './vite-plugin-native-build-modules.ts';
import { vitePluginNoClientPrebundle } from './vite-plugin-no-client-prebundle.ts';
import { devEnvironments, warmDevServer } from './dev-warmup.ts';
import { dropReloadsBeforeListening } from './dev-start-reload.ts';
import { reloadPagesInPlace } from './dev-reload-in-place.ts';
import { listenOnDevPort } from './dev-port.ts';
import { vitePluginProxy } from './proxy/vite-plugin-proxy.ts';
import { createUtilityStylesheet } from './utility-css/utility-stylesheet.ts';
import { vitePluginUtilityCss } from './utility-css/vite-plugin-utility-css.ts';

export interface MintakaOptions {
  /** Absolute path of the folder holding docs.json or mint.json. */
  docsDir: string;
}

/** Turns the repository's Astro project into a site for one Mintlify docs folder. */
export function mintaka(options: MintakaOptions): AstroIntegration {
  let site: SiteData | undefined;
  let astroSite: string | undefined;
  let astroConfig: AstroConfig | undefined;
  // The Tailwind classes pages use, generated into one stylesheet (utility-css/).
  const utilityCss = createUtilityStylesheet();
  // The frame's stylesheet (frame-stylesheet.ts): a file of the build, inlined by the dev server.
  let frameCss: ReturnType<typeof useFrameStylesheet> | undefined;
  // The component families' and API pages' stylesheets (component-stylesheets.ts): a build's files.
  let componentCss: readonly WrittenStylesheet[] = [];
  // The frame components' browser scripts (page-scripts.ts): a build's files.
  let pageScripts: ReturnType<typeof usePageScripts> | undefined;
  const getSite = () => {
    if (!site) throw new Error('Mintaka: site requested before it was loaded');
    return site;
  };
  return {
    name: 'mintaka',
    hooks: {
      // Canonical URLs, the sitemap and the exports need the site's URL (--site).
      'astro:config:done': ({ config }) => {
        astroConfig = config;
        astroSite = config.site;
        // Pages' Markdown copies are converted as the build renders them (postbuild/markdown/render-copies.ts).
        if (getAstroCommand() === 'build') captureMarkdownCopies({ siteUrl: resolveSiteUrl(getSite().config, astroSite) });
      },
      'astro:server:setup': ({ server }) => {
        listenOnDevPort(server);
        dropReloadsBeforeListening(server);
        // Astro's own sync starts a Vite server in a build too: its pages have no dev script.
        if (getAstroCommand() === 'dev') reloadPagesInPlace(server, options.docsDir);
        serveDevSearch(server, getSite);
        serveDevPageActions(server, getSite, astroSite);
        serveDevMarkdown(server, getSite);
        reloadOnFrameStylesheetChange(server);
        if (astroConfig) warmDevServer(server, astroConfig);
      },
      // The search index is built beside page generation (postbuild/search-as-generated.ts).
      'astro:build:start': ({ setPrerenderer }) => setPrerenderer(indexPagesWhileGenerated(getSite())),
      'astro:config:setup': async ({ config, updateConfig, addWatchFile, logger, command, isRestart }) => {
        setAstroCommand(command);
        const preloaded = takePreloadedSite(options.docsDir);
        const result = preloaded ?? (await loadSite(options.docsDir));
        if (!preloaded) for (const message of result.warnings) warn(message);
        // Run directly (`astro build`, not the CLI): a page that cannot be built is an error.
        if (!preloaded && result.ok) for (const messages of result.invalidPages.values()) for (const message of messages) fail(message);
        // `mintaka dev` after the config was saved with a mistake: the last site that loaded, its
        // pages showing the problems (dev-config-error.ts).
        const kept = !result.ok && command === 'dev' && isRestart ? keepLastDevSite(options.docsDir, result.errors, result.warnings) : undefined;
        if (!result.ok && !kept) {
          for (const message of result.errors) fail(message);
          // The CLI validates before starting Astro; reaching this means `astro` was run directly.
          throw new Error(`Mintaka: ${result.errors.length} problem(s) in ${options.docsDir}:\n${result.errors.join('\n')}`);
        }
        site = result.ok ? result.site : kept!;
        setCurrentSiteConfig(options.docsDir, site.config);
        if (result.ok && command === 'dev') keepDevSite(result.site, result.warnings, isRestart);
        logger.info(`${site.config.file} loaded: ${Object.keys(site.pages).length} pages`);
        // The config file and the files its $refs bring in: a save restarts the server with them.
        for (const file of listRefFiles(options.docsDir, findConfigFile(options.docsDir) ?? site.config.file)) addWatchFile(join(options.docsDir, file));
        if (command === 'build') setMissingPageRenderer(renderMarkdownFile);
        ({ frameCss, componentCss, pageScripts } = useFrameAssets(command === 'build' ? 'build' : 'dev', getSite));
        setContentCollections(options.docsDir, command);
        const reloadSite = async () => {
          const reloaded = await loadSite(options.docsDir, { fetchStars: false });
          for (const message of reloaded.warnings) warn(message);
          if (reloaded.ok) for (const messages of reloaded.invalidPages.values()) for (const message of messages) logger.error(formatProblem(problemFromMessage(message, 'error', options.docsDir)));
          if (reloaded.ok) {
            site = { ...reloaded.site, github: site?.github ?? reloaded.site.github };
            setCurrentSiteConfig(options.docsDir, site.config);
            logger.info(`pages changed: ${Object.keys(site.pages).length} pages`);
          } else for (const message of reloaded.errors) logger.error(formatProblem(problemFromMessage(message, 'error', options.docsDir)));
        };
        updateConfig({
          vite: {
            plugins: [
              vitePluginSite(getSite, command === 'dev' ? reloadSite : undefined),
              vitePluginProxy(getSite, { allow: listFromEnv('MINTAKA_PROXY_ALLOW'), trustedProxies: listFromEnv('MINTAKA_PROXY_TRUSTED') }),
              vitePluginApiPage(config.srcDir, command),
              vitePluginPageModules(config.root),
              vitePluginUtilityCss(() => getSite().docsDir, utilityCss),
              vitePluginNoClientPrebundle(),
              vitePluginNativeBuildModules(),
            ],
            ...(command === 'dev' ? { environments: devEnvironments } : {}),
            // A docs folder's .jsx snippets (Mintlify's React components) render with Astro's JSX
            // runtime, as MDX does: the site has no React of its own.
            oxc: { jsx: { runtime: 'automatic', importSource: 'astro' } },
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        // Pages render before they are generated; one that is not generated has rendered too
        // (its failure, classes and Markdown copy recorded) before the workers close.
        await waitForDeferredPages();
        // Every page is rendered: the workers only write what they keep for the next build
        // (highlighted blocks), which they do while this thread writes the rest of the site.
        const workersClosed = closeRenderPools();
        try {
          const ahead = renderedAheadCounts();
          if (ahead.sent) logger.info(`pages rendered ahead of Astro: ${ahead.used} of ${ahead.sent} used`);
          await Promise.all([finishPageHtml(), writeThreadPacks()]);
          const assets = { frameCss, componentCss, pageScripts, utilityCss };
          await writeSiteOutput(getSite(), fileURLToPath(dir), assets, astroSite, (message) => logger.info(message));
        } finally {
          await workersClosed;
        }
      },
    },
  };
}

/** What `mintaka dev` was given for its proxy: `--allow` base URLs, `--trusted-proxy` addresses. */
function listFromEnv(name: 'MINTAKA_PROXY_ALLOW' | 'MINTAKA_PROXY_TRUSTED'): string[] {
  return (process.env[name] ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
}

export { rehypePluginsFor, remarkPluginsFor } from './markdown/plugins.ts';
export { mintakaMarkdownProcessor } from './render-pool/pooled-processor.ts';
