import { z } from 'zod';
import { AnalyticsSchema } from '../../schema/analytics.ts';
import { UrlSchema } from './shared.ts';

// Analytics and chat providers (docs-json.md "integrations"): mint.json's `analytics`
// providers with the same fields, plus the chat widgets and consent settings.

const key = (description: string) => z.string().trim().min(1).describe(description);

export const IntegrationsSchema = z.object({
  ...AnalyticsSchema.shape,
  /** Intercom chat. */
  intercom: z.object({ appId: key('App id.') }).optional().describe('Intercom chat: { "appId" }.'),
  /** Front chat. */
  frontchat: z.object({ snippetId: key('Snippet id.') }).optional().describe('Front chat: { "snippetId" }.'),
  /** Osano cookie consent. */
  osano: z.object({ scriptSource: UrlSchema.describe('Osano script URL.') }).optional().describe('Osano cookie consent: { "scriptSource" }.'),
  /** A cookie that, when set, allows analytics. */
  cookies: z.object({ key: key('Cookie name.'), value: key('Cookie value that allows analytics.') }).optional().describe('Consent cookie: { "key", "value" }.'),
  /** Mintlify's own telemetry. */
  telemetry: z.object({ enabled: z.boolean().describe('Whether Mintlify collects telemetry.') }).optional().describe("Mintlify's own telemetry: { \"enabled\" }; Mintaka sends none."),
});

export const integrationsShape = {
  /** Analytics and chat providers. */
  integrations: IntegrationsSchema.optional().describe('Analytics and chat providers: ga4, gtm, posthog, plausible, segment, mixpanel, amplitude, fathom, hotjar, clarity, heap, intercom, frontchat...'),
};
