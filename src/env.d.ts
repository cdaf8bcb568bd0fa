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
