import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepAstroToItself } from '../../../src/cli/astro-offline.ts';

// Read with Astro's own code: the variables are the ones Astro checks, under its names.
const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const requireFromAstro = createRequire(join(astroDir, 'package.json'));

describe('Astro run by Mintaka', () => {
  it('records no telemetry and looks up no Astro release', async () => {
    const env: NodeJS.ProcessEnv = {};
    keepAstroToItself(env);
    const { AstroTelemetry } = (await import(pathToFileURL(requireFromAstro.resolve('@astrojs/telemetry')).href)) as {
      AstroTelemetry: new (options: { astroVersion: string; viteVersion: string }) => { env: NodeJS.ProcessEnv; isDisabled: boolean; ASTRO_TELEMETRY_DISABLED?: string };
    };
    const telemetry = new AstroTelemetry({ astroVersion: '7.0.0', viteVersion: '7.0.0' });
    telemetry.env = {};
    expect(telemetry.ASTRO_TELEMETRY_DISABLED).toBeUndefined();
    telemetry.env = env;
    expect(telemetry.ASTRO_TELEMETRY_DISABLED).toBeTruthy();
    expect(telemetry.isDisabled).toBe(true);

    const { shouldCheckForUpdates } = (await import(pathToFileURL(join(astroDir, 'dist/core/dev/update-check.js')).href)) as {
      shouldCheckForUpdates: (preferences: { get: (key: string) => Promise<unknown> }) => Promise<boolean>;
    };
    const preferences = { get: async (key: string) => (key === 'checkUpdates.enabled' ? true : 0) };
    const saved = process.env.ASTRO_DISABLE_UPDATE_CHECK;
    try {
      delete process.env.ASTRO_DISABLE_UPDATE_CHECK;
      const ciFree = !(await import('ci-info')).default.isCI;
      if (ciFree) expect(await shouldCheckForUpdates(preferences)).toBe(true);
      process.env.ASTRO_DISABLE_UPDATE_CHECK = env.ASTRO_DISABLE_UPDATE_CHECK;
      expect(await shouldCheckForUpdates(preferences)).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.ASTRO_DISABLE_UPDATE_CHECK;
      else process.env.ASTRO_DISABLE_UPDATE_CHECK = saved;
    }
  });
});
