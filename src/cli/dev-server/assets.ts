import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frameSprite } from '../../integration/frame-sprite.ts';
import { resolveLibraryFile } from '../../integration/markdown/content-assets.ts';
import { bundleBrowserModule } from '../../integration/postbuild/browser-module.ts';
import type { BuildAssets } from '../../integration/site-output.ts';
import { UTILITY_CSS_PATTERN } from '../../integration/utility-css/utility-stylesheet.ts';
import type { SiteData } from '../../site/load-site.ts';
import { CONTENT_TYPES } from '../static-server.ts';

// What the pages of `mintaka dev` (without Astro) load besides themselves, answered as a build
// would have written it: the frame's icon sprite and stylesheet, the component families'
// stylesheets, the frame components' scripts and the site's utility CSS (made as the pages are
// rendered, kept in memory), KaTeX's and mermaid's files, Mintaka's public files and the docs
// folder's own (images, the site's CSS and JS), read at each request so that a saved file shows.

/** The dev-only reload script (client/dev-reload.ts), bundled for the browser. */
export const DEV_RELOAD_PATH = '/_mintaka/dev/reload.js';
const DEV_RELOAD_ENTRY = fileURLToPath(new URL('../../client/dev-reload.ts', import.meta.url));
const PUBLIC = fileURLToPath(new URL('../../../public/', import.meta.url));

const typeOf = (path: string) => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

function sendText(res: ServerResponse, path: string, body: string): void {
  res.writeHead(200, { 'content-type': typeOf(path), 'cache-control': 'no-store' }).end(body);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  res.writeHead(200, { 'content-type': typeOf(file), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** A file of `root` at the URL path, if there is one (never outside it). */
function fileIn(root: string, urlPath: string): string | undefined {
  const file = normalize(join(root, urlPath));
  return file.startsWith(root.endsWith(sep) ? root : root + sep) && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export class DevAssets {
  readonly #assets: () => BuildAssets;
  readonly #site: () => SiteData;
  #reloadScript: Promise<string> | undefined;

  constructor(options: { assets: () => BuildAssets; site: () => SiteData }) {
    this.#assets = options.assets;
    this.#site = options.site;
  }

  /** The stylesheet or script a page links at `path`, from memory; undefined when it is none of them. */
  #made(path: string): string | undefined {
    const assets = this.#assets();
    const sprite = frameSprite();
    if (sprite?.href === path) return sprite.content;
    const frame = assets.frameCss?.written();
    if (frame?.href === path) return frame.css;
    const sheet = assets.componentCss.find((candidate) => candidate.href === path);
    if (sheet) return sheet.css;
    const script = assets.pageScripts?.written().find((candidate) => candidate.href === path);
    if (script) return script.js;
    return UTILITY_CSS_PATTERN.test(path) ? assets.utilityCss.css(path) : undefined;
  }

  /** Answers a request for one of them; false for any other. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    } catch {
      return false;
    }
    if (path === DEV_RELOAD_PATH) {
      this.#reloadScript ??= bundleBrowserModule(DEV_RELOAD_ENTRY);
      this.#reloadScript.then(
        (code) => sendText(res, path, code),
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error)),
      );
      return true;
    }
    const made = this.#made(path);
    if (made !== undefined) {
      sendText(res, path, made);
      return true;
    }
    const site = this.#site();
    // The docs folder's files the site serves (discover-files.ts lists them), then Mintaka's own.
    const own = site.assets.includes(path.slice(1)) ? fileIn(site.docsDir, path) : undefined;
    const file = own ?? (path.startsWith('/_mintaka/') ? resolveLibraryFile(path) : undefined) ?? fileIn(PUBLIC, path);
    if (!file) return false;
    sendFile(req, res, file);
    return true;
  }
}
