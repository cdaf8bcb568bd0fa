/**
 * The Astro that Mintaka runs is not the writer's Astro project, so it reports nothing about
 * them. It records no usage for Astro's telemetry: Mintaka sends none. Its dev server does not
 * look up newer Astro releases either: its advice to upgrade Astro is not one a Mintaka writer
 * can follow. Set before Astro loads; the build's own process inherits it.
 */
export function keepAstroToItself(env: NodeJS.ProcessEnv = process.env): void {
  env.ASTRO_TELEMETRY_DISABLED = '1';
  env.ASTRO_DISABLE_UPDATE_CHECK = 'true';
}
