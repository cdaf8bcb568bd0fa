// What an API page adds to the route: the API components and the page data. Loaded through
// virtual:mintaka/api-page (vite-plugin-api-page.ts); Astro makes no route of a `_` file.
export { default as ApiPage } from '../components/api/ApiPage.astro';
export { buildApiPageData } from '../components/api/lib/page-data.ts';
