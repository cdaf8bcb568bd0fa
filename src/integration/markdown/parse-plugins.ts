import remarkMath from 'remark-math';
import { remarkCustomHeadingIds } from './custom-heading-ids.ts';
import { remarkHtmlComments } from './html-comments.ts';

/**
 * The remark plugins that change how a page is parsed (the others transform the tree). The
 * build uses them first, and the MDX pre-check (check-mdx.ts) parses with exactly these, so it
 * reports the errors the build would hit and none that it would not.
 */
export const PARSE_PLUGINS = [remarkHtmlComments, remarkCustomHeadingIds, remarkMath] as const;
