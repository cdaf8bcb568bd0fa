import type { SiteConfig } from '../../config/site/types.ts';
import { currentSiteConfig } from '../site-config.ts';

/**
 * What a render worker is told before any task: the site's config as the main thread read and
 * checked it (undefined when it is invalid), which its plugins read (site-config.ts).
 */
export interface SiteConfigMessage {
  kind: 'site-config';
  config: SiteConfig | undefined;
}

export function siteConfigMessage(config: SiteConfig | undefined): SiteConfigMessage {
  return { kind: 'site-config', config };
}

/** The message for the config this thread renders with (site-config.ts). */
export function currentSiteConfigMessage(): SiteConfigMessage {
  return siteConfigMessage(currentSiteConfig());
}
