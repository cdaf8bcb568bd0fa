import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import nodeDestination from 'astro/logger/node';
import { CONFIG_ERROR_HINT } from './dev-config-error.ts';

/**
 * Astro's messages that a writer can do nothing about, with why each is left out. Everything
 * else goes to Astro's own terminal output unchanged.
 */
const UNACTIONABLE: RegExp[] = [
  // A URL with no page in dev: Astro names its catch-all route file inside Mintaka
  // (src/pages/[...slug].astro); the `[404] /path` line that follows already says it.
  /no matching static path was found for requested path/,
];

/**
 * Astro's log of each page that shows mint.json's problems: the terminal has them already, once,
 * from when the file was saved (dev-config-error.ts).
 */
const ALREADY_SAID: string[] = [CONFIG_ERROR_HINT];

/** Astro's logger (astro.config.mjs `logger`): its terminal output, less the lines above. */
export default function mintakaLogDestination(config?: { level?: AstroLoggerMessage['level'] }): AstroLoggerDestination {
  const terminal = nodeDestination(config);
  return {
    write(message) {
      if (message.level === 'warn' && UNACTIONABLE.some((pattern) => pattern.test(message.message))) return;
      if (message.level === 'error' && ALREADY_SAID.some((text) => message.message.includes(text))) return;
      terminal.write(message);
    },
  };
}
