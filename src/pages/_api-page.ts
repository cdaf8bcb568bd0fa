// What an API page adds to the route: the API page component and the page data. Loaded through
// virtual:mintaka/api-page (vite-plugin-api-page.ts); Astro makes no route of a `_` file.
export { default as ApiDocsPage } from '../components/api/ApiDocsPage.astro';
export { buildApiPageData } from '../components/api/lib/page-data.ts';
