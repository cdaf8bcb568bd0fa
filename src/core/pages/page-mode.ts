/**
 * A page's layout as its frontmatter `mode` asks (Mintlify's page modes): `default` and `frame`
 * show the sidebar and the table of contents; `wide` drops the table of contents; `center`
 * drops the sidebar too and centres the text; `custom` is a blank canvas under the top bar (no
 * sidebar, table of contents, tabs or banner). Any other value is a default page. The modes
 * that change the layout have their own rules (styles/frame/page-modes.css), which a build
 * includes only when one of its pages uses one (integration/frame-parts.ts).
 */
const OWN_LAYOUT: ReadonlySet<string> = new Set(['wide', 'center', 'custom']);

/** The page's mode, `default` when its frontmatter gives none. */
export function pageMode(frontmatter: Record<string, unknown>): string {
  return typeof frontmatter.mode === 'string' ? frontmatter.mode : 'default';
}

/** Whether the mode lays the page out otherwise than a default page (page-modes.css). */
export function hasOwnLayout(mode: string): boolean {
  return OWN_LAYOUT.has(mode);
}

/** Whether the page shows the sidebar. */
export const showsSidebar = (mode: string): boolean => mode !== 'center' && mode !== 'custom';

/** Whether the page shows the table of contents (API and standalone pages never do). */
export const showsTableOfContents = (mode: string): boolean => !hasOwnLayout(mode);
