// The site model moved to src/site/ (plain TypeScript beside src/core/). This re-export keeps
// branches written before the move compiling; delete it once they have merged.
export { loadSite } from '../site/load-site.ts';
export type { LoadSiteResult, PageRecord, SiteData } from '../site/types.ts';
