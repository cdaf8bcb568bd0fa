import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteData } from '../site/load-site.ts';
import { frameParts } from './frame-parts.ts';
import { exactId } from './virtual-module.ts';

const ID = 'virtual:mintaka/frame.css';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:mintaka/frame.css`, imported by the page frame (DocsPage.astro) after global.css:
 * the rules of the frame's parts the site shows (frame-parts.ts), in FRAME_PARTS order. The dev
 * server has every part: a config saved with a new part shows it styled at once.
 */
export function vitePluginFrameStyles(srcDir: URL, command: string, getSite: () => SiteData): Plugin {
  return {
    name: 'mintaka:frame-styles',
    resolveId: { filter: { id: exactId(ID) }, handler: () => RESOLVED },
    load: {
      filter: { id: exactId(RESOLVED) },
      handler() {
        return frameParts(command === 'build' ? getSite() : undefined)
          .map((part) => {
            const file = fileURLToPath(new URL(`styles/frame/${part}.css`, srcDir));
            this.addWatchFile(file);
            return readFileSync(file, 'utf8');
          })
          .join('\n');
      },
    },
  };
}
