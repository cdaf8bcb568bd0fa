// Checking a docs folder's pages without building it: MDX syntax, components, and every
// internal link (pages, files, redirects, anchors). Pure: callers read the files.

export { isJsxElement, readJsxString, type JsxElement } from './jsx.ts';
export { blankFrontmatter, parsePageAst, type PageAst, type PageFormat } from './page-ast.ts';
export { collectLinks, type LinkKind, type PageLink } from './collect-links.ts';
export { anchorEvents, anchorsFromEvents, collectAnchors, type AnchorEvent, type PageAnchors } from './collect-anchors.ts';
export { HeadingIds, slugHeading } from './heading-id.ts';
export { checkLink, checkLinks, type LinkProblem, type LinkSource, type LinkTargets } from './check-links.ts';
export { checkPageComponents, listDefaultImports, listImports, type ComponentProblem } from './check-components.ts';
export { matchRedirect, type RedirectRule } from './redirect-match.ts';
