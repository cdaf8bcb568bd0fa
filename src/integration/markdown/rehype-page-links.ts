import { existsSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Nodes, Root } from 'hast';
import type { VFile } from 'vfile';
import { isHighlightedCode, walk } from '../../core/markdown/walk.ts';

/** A link to a page's own file, `other.md#part` or `/guides/setup.mdx`, written as site docs often are. */
const FILE_LINK = /^(?![a-z][a-z\d+.-]*:|\/\/)([^?#]*\.mdx?)([?#].*)?$/i;

/**
 * Links written to a page's file (`[Sensors](./sensors.md#pointer)`, as docs exported from
 * GitBook or kept on GitHub write them) lead to the page: its URL is the path without the
 * extension, and `/x.md` is the page's plain-Markdown copy, where no anchor works. Only links
 * to a page of the docs folder are changed, written with its file's extension or the other.
 */
export function rehypePageLinks(options: { docsDir: string }) {
  return (tree: Root, file: VFile) => {
    const from = file.path ? relative(options.docsDir, file.path) : undefined;
    if (from === undefined || from.startsWith('..')) return;
    walk<Nodes>(tree, (node) => {
      if (isHighlightedCode(node)) return false;
      if (node.type !== 'element' || node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const match = FILE_LINK.exec(node.properties.href);
      if (!match) return;
      let target: string;
      try {
        target = decodeURI(match[1]!);
      } catch {
        return;
      }
      const resolved = normalize(target.startsWith('/') ? target.slice(1) : join(dirname(from), target)).replace(/\.mdx?$/i, '');
      if (resolved.startsWith('..') || resolved.split(sep)[0] === 'snippets') return;
      // Either extension: docs moved from GitBook or GitHub to Mintlify write `x.md` for x.mdx.
      if (!['.mdx', '.md'].some((extension) => existsSync(join(options.docsDir, resolved + extension)))) return;
      const page = resolved.split(sep).join('/').replace(/(^|\/)index$/, '');
      node.properties.href = `/${encodeURI(page)}${match[2] ?? ''}`;
    });
  };
}
