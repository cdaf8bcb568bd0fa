import { z } from 'zod';
import { withHint } from './hints.ts';
import { UrlSchema } from './shared.ts';

// Analytics providers and chat widgets (mintlify.md 1.4). `analytics` is strict: an unknown
// provider is an error with a suggestion, like Mintlify's "only supports ... from" message.

const key = (description: string) => z.string().min(1).describe(description);

// A regex rather than `.startsWith()`: zod exports that as a `starts_with` format JSON Schema
// validators do not know.
const startsWith = (prefix: string, description: string) =>
  withHint(z.string().regex(new RegExp(`^${prefix}`)), {
    expected: `an id starting with "${prefix}"`,
    fix: `use the id that starts with "${prefix}"`,
  }).describe(description);

const notHttps = (description: string) =>
  withHint(z.string().min(1).refine((value) => !value.startsWith('https://')), {
    expected: 'a host name without https://',
    fix: 'remove "https://"',
  }).describe(description);

export const AnalyticsSchema = z.strictObject({
  /** Adobe Launch. */
  adobe: z
    .object({
      /** Launch script URL. */
      launchUrl: UrlSchema.describe('Launch script URL.'),
    })
    .optional()
    .describe('Adobe Launch.'),
  /** Amplitude. */
  amplitude: z
    .object({
      /** API key. */
      apiKey: key('API key.'),
    })
    .optional()
    .describe('Amplitude.'),
  /** Microsoft Clarity. */
  clarity: z
    .object({
      /** Project id. */
      projectId: key('Project id.'),
    })
    .optional()
    .describe('Microsoft Clarity.'),
  /** Clearbit. */
  clearbit: z
    .object({
      /** Public API key. */
      publicApiKey: key('Public API key.'),
    })
    .optional()
    .describe('Clearbit.'),
  /** Fathom. */
  fathom: z
    .object({
      /** Site id. */
      siteId: key('Site id.'),
    })
    .optional()
    .describe('Fathom.'),
  /** Google Analytics 4. */
  ga4: z
    .object({
      /** Measurement id, starting with G. */
      measurementId: startsWith('G', 'Measurement id (starts with G).'),
    })
    .optional()
    .describe('Google Analytics 4.'),
  /** Google Tag Manager. */
  gtm: z
    .object({
      /** Tag id, starting with G. */
      tagId: startsWith('G', 'Tag id (starts with G).'),
    })
    .optional()
    .describe('Google Tag Manager.'),
  /** Heap. */
  heap: z
    .object({
      /** App id. */
      appId: key('App id.'),
    })
    .optional()
    .describe('Heap.'),
  /** Hightouch. */
  hightouch: z
    .object({
      /** Write key. */
      writeKey: key('Write key.'),
      /** API host. */
      apiHost: z.string().optional().describe('API host.'),
    })
    .optional()
    .describe('Hightouch.'),
  /** Hotjar. */
  hotjar: z
    .object({
      /** Site id. */
      hjid: key('Site id.'),
      /** Snippet version. */
      hjsv: key('Snippet version.'),
    })
    .optional()
    .describe('Hotjar.'),
  /** Koala. */
  koala: z
    .object({
      /** Public API key. */
      publicApiKey: z.string().min(2).describe('Public API key.'),
    })
    .optional()
    .describe('Koala.'),
  /** LogRocket. */
  logrocket: z
    .object({
      /** App id. */
      appId: key('App id.'),
    })
    .optional()
    .describe('LogRocket.'),
  /** Mixpanel. */
  mixpanel: z
    .object({
      /** Project token. */
      projectToken: key('Project token.'),
      /** Data residency region. */
      region: z.enum(['us', 'eu', 'in']).optional().describe('Data residency region.'),
    })
    .optional()
    .describe('Mixpanel.'),
  /** Pirsch. */
  pirsch: z
    .object({
      /** Site id. */
      id: key('Site id.'),
    })
    .optional()
    .describe('Pirsch.'),
  /** Plausible. */
  plausible: z
    .object({
      /** Site domain, without https://. */
      domain: notHttps('Site domain, without https://.'),
      /** Self-hosted server, without https://. */
      server: notHttps('Self-hosted server, without https://.').optional(),
    })
    .optional()
    .describe('Plausible.'),
  /** PostHog. */
  posthog: z
    .object({
      /** Project API key, starting with phc_. */
      apiKey: startsWith('phc_', 'Project API key (starts with phc_).'),
      /** API host URL. */
      apiHost: UrlSchema.optional().describe('API host URL.'),
      /** Record sessions. */
      sessionRecording: z.boolean().optional().describe('Record sessions.'),
    })
    .optional()
    .describe('PostHog.'),
  /** Segment. */
  segment: z
    .object({
      /** Write key. */
      key: key('Write key.'),
      /** CDN URL: https, without query or fragment. */
      cdnUrl: withHint(
        z.url({ protocol: /^https$/ }).refine((url) => !/[?#]/.test(url)),
        { expected: 'an https URL without query or fragment', fix: 'use an https:// URL without "?" or "#"' },
      )
        .optional()
        .describe('CDN URL (https, no query or fragment).'),
    })
    .optional()
    .describe('Segment.'),
});

export const analyticsShape = {
  /** Analytics providers. */
  analytics: AnalyticsSchema.optional().describe('Analytics providers.'),
  /** Chat widgets. */
  integrations: z
    .object({
      /** Intercom app id. */
      intercom: z.string().min(6).optional().describe('Intercom app id.'),
      /** Front chat snippet id. */
      frontchat: z.string().min(6).optional().describe('Front chat snippet id.'),
    })
    .optional()
    .describe('Chat widgets.'),
};
