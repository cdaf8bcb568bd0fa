import { listLanguageNodes } from '../config/site/navigation.ts';
import { buildPageActions, mainPageAction, type PageActionGlyph } from '../core/agents/page-actions.ts';
import { flattenPages } from '../core/navigation/build-navigation.ts';
import { levelKindsShown } from '../core/navigation/route-navigation.ts';
import { hasOwnLayout, pageMode } from '../core/pages/page-mode.ts';
import { overSidebarBudget } from '../core/navigation/sidebar-budget.ts';
import type { LevelKind, NavGroup } from '../core/navigation/types.ts';
import type { SiteData } from '../site/load-site.ts';

// The parts of the site frame that many sites do not show (a banner, a footer, anchors,
// version selects...) have their rules in styles/frame/, one file each. A build's frame
// stylesheet holds the rules of the parts its site can show (frame-stylesheet.ts),
// decided here from the config, the navigation and the pages' frontmatter: a site without a
// footer sends no footer rules to its readers (issue 8: a content page's CSS within 25 KiB).
// Each test below is the condition under which the part's component renders, or wider: a rule
// too many costs bytes, a rule too few would leave a part unstyled.

interface FramePart {
  /** styles/frame/<stylesheet>.css */
  stylesheet: string;
  /** Whether some page of the site can show the part. */
  shown: (site: SiteData) => boolean;
}

/** The language nodes' settings and the site's own, where a page's frame takes them from. */
function frameSettings(site: SiteData) {
  return [site.config, ...listLanguageNodes(site.config.navigation)];
}

/** Whether some page of docs.json's navigation shows a level (switcher, anchors) of one of these kinds. */
function hasLevel(site: SiteData, kinds: readonly LevelKind[]): boolean {
  const shown = levelKindsShown(site.navigation);
  return kinds.some((kind) => shown.has(kind));
}

const glyphs = new WeakMap<SiteData, PageActionGlyph | undefined>();

/** The glyph of the page actions' button, the same on every page (PageActions.astro); found once per site. */
function pageActionGlyph(site: SiteData): PageActionGlyph | undefined {
  if (!glyphs.has(site)) glyphs.set(site, mainPageAction(buildPageActions(site.config.contextual, { siteName: site.config.name, path: '', markdownPath: '' }))?.glyph);
  return glyphs.get(site);
}

/** Whether a group of the navigation holds a group: the sidebar draws those as disclosures (SidebarItems.astro). */
const nestsGroups = (groups: NavGroup[]): boolean => groups.some((group) => group.items.some((item) => item.kind === 'group'));

const pageActionPart = (glyph: PageActionGlyph): FramePart => ({ stylesheet: `page-action-${glyph}`, shown: (site) => pageActionGlyph(site) === glyph });

export const FRAME_PARTS: readonly FramePart[] = [
  { stylesheet: 'background', shown: ({ config }) => Boolean(config.background.image || config.background.decoration) },
  { stylesheet: 'banner', shown: (site) => frameSettings(site).some((settings) => settings.banner) },
  { stylesheet: 'navbar-cta', shown: (site) => frameSettings(site).some((settings) => settings.navbar?.primary) },
  { stylesheet: 'nav-tabs', shown: (site) => site.navigation.tabs.length > 0 || hasLevel(site, ['tab']) },
  { stylesheet: 'nav-groups', shown: (site) => nestsGroups(site.navigation.groups) },
  // A page's sidebar holds some of the site's groups: a site with no more links than the budget never collapses one.
  { stylesheet: 'group-links', shown: (site) => overSidebarBudget(site.navigation.groups) },
  { stylesheet: 'switchers', shown: (site) => site.navigation.versions.length > 0 || hasLevel(site, ['version', 'language']) },
  { stylesheet: 'sidebar-menus', shown: (site) => hasLevel(site, ['product', 'dropdown']) },
  { stylesheet: 'anchors', shown: (site) => site.navigation.anchors.length > 0 || hasLevel(site, ['anchor']) },
  {
    stylesheet: 'api-methods',
    shown: (site) => Object.values(site.pages).some((page) => page.api) || flattenPages(site.navigation.groups).some((page) => page.method),
  },
  { stylesheet: 'page-modes', shown: (site) => Object.values(site.pages).some((page) => hasOwnLayout(pageMode(page.frontmatter))) },
  { stylesheet: 'feedback', shown: ({ config: { feedback } }) => feedback.thumbsRating || feedback.suggestEdit || feedback.raiseIssue },
  ...(['copy', 'markdown', 'chat', 'plug'] as const).map(pageActionPart),
  {
    stylesheet: 'footer',
    shown: (site) => frameSettings(site).some(({ footer }) => footer !== undefined && (footer.links.length > 0 || Object.keys(footer.socials).length > 0)),
  },
];

/** The parts whose rules a build of `site` includes (all of them without a site: the dev server). */
export function frameParts(site: SiteData | undefined): string[] {
  return FRAME_PARTS.filter((part) => !site || part.shown(site)).map((part) => part.stylesheet);
}
