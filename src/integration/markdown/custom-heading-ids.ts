import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { applyCustomHeadingIds, extractCustomHeadingIds } from '../../core/links/heading-id.ts';

type Parse = (document: string, file: VFile) => unknown;

/**
 * Mintlify's custom heading ids, `## Title {#custom-id}`: the suffix is taken out of the
 * source before parsing (in MDX it would be read as a JavaScript expression and fail) and the
 * heading gets it as its id, which the anchor link and the table of contents then use.
 */
export function remarkCustomHeadingIds(this: Processor) {
  const parse = (this as unknown as { parser?: Parse }).parser;
  if (!parse) return;
  (this as unknown as { parser: Parse }).parser = (document, file) => {
    const { source, ids } = extractCustomHeadingIds(document);
    const tree = parse(source, file);
    applyCustomHeadingIds(tree as Parameters<typeof applyCustomHeadingIds>[0], ids);
    return tree;
  };
}
