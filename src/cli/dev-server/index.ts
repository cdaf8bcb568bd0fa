// `mintaka dev` served by Mintaka itself, for the sites whose pages Node can load.
export { runDevServer } from './run.ts';
export { servesWithoutAstro } from './without-astro.ts';
