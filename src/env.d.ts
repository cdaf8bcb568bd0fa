/// <reference types="astro/client" />
declare module 'virtual:mintaka/site' {
  const site: import('./site/load-site.ts').SiteData;
  export default site;
}
declare module '*?raw' {
  const content: string;
  export default content;
}
declare module '*.astro' {
  const component: (props: Record<string, unknown>) => unknown;
  export default component;
}
declare module 'virtual:mintaka/api-page' {
  export function loadApiPage(): Promise<typeof import('./pages/_api-page.ts')>;
}
declare module 'virtual:mintaka/component-stylesheets' {
  /** Each author component family's stylesheet URL, by family (styles/components/<family>.css). */
  const stylesheets: Readonly<Record<string, string>>;
  export default stylesheets;
}
