// The site model: everything a page render needs about the site, computed once per build and
// JSON-safe (it is serialised into `virtual:mintaka/site`).
import type { SiteConfig } from '../config/site/types.ts';
import type { OperationTarget } from '../core/openapi/index.ts';
import type { SiteNavigation } from '../core/navigation/types.ts';
import type { PageFrontmatter } from '../core/pages/frontmatter.ts';
import type { GithubRepo } from './github.ts';
import type { MdxEndpoint } from './mdx-endpoint.ts';

/** Which operation, schema or MDX endpoint an API page shows (api-pages.ts). */
export type ApiPageRef =
  | { kind: 'operation'; file: string; target: OperationTarget; generated: boolean }
  | { kind: 'schema'; file: string; name: string }
  | { kind: 'endpoint'; endpoint: MdxEndpoint }
  /** The page names something that is not there: it renders `message` as a notice. */
  | { kind: 'missing'; message: string };

export interface PageRecord {
  path: string;
  file: string;
  format: 'md' | 'mdx';
  title: string;
  description?: string;
  frontmatter: PageFrontmatter;
  /** API pages: the operation, schema or MDX endpoint shown (load-openapi.ts). */
  api?: ApiPageRef;
  /** ISO date of the last commit that changed the file, when the site shows timestamps. */
  lastModified?: string;
}

export interface SiteData {
  docsDir: string;
  config: SiteConfig;
  pages: Record<string, PageRecord>;
  navigation: SiteNavigation;
  assets: string[];
  /** Every `.css` file of the docs folder: linked on every page, after Mintaka's styles. */
  customCss: string[];
  /** Every `.js` file of the docs folder outside `snippets/`: included on every page, deferred. */
  customJs: string[];
  github?: GithubRepo & { stars?: number };
}

/**
 * `invalidPages`: pages whose own file is broken (frontmatter), file → messages. They are one
 * page's problem, not the site's: the build leaves them out with --skip-invalid, and lists
 * them with the other pages' errors without it.
 */
export type LoadSiteResult =
  | { ok: true; site: SiteData; warnings: string[]; invalidPages: Map<string, string[]> }
  | { ok: false; errors: string[]; warnings: string[] };
