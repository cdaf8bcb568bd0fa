// The scripts of docs.json `integrations` (and mint.json `analytics`): each provider's own
// loader, with the ids the config gives, added at the end of the page's body only where the
// site configures that provider. Every script loads asynchronously, after the page.
import type { IntegrationsConfig } from '../../config/site/types.ts';

/** A value inside inline JavaScript: a JSON string, `<` escaped so it cannot end the script. */
const js = (value: unknown) => JSON.stringify(String(value)).replace(/</g, '\\u003c');
/** A value inside an HTML attribute. */
const attr = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const origin = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value.replace(/\/+$/, '') : fallback);

type Snippet = (settings: Record<string, unknown>) => string;

const SNIPPETS: Record<string, Snippet> = {
  ga4: ({ measurementId: id }) =>
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${attr(id)}"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${js(id)})</script>`,
  gtm: ({ tagId: id }) =>
    `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':Date.now(),event:'gtm.js'});var j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;d.head.appendChild(j)})(window,document,'script','dataLayer',${js(id)})</script>`,
  plausible: ({ domain, server }) => `<script defer data-domain="${attr(domain)}" src="https://${attr(server ?? 'plausible.io')}/js/script.js"></script>`,
  posthog: ({ apiKey, apiHost }) => {
    const host = origin(apiHost, 'https://us.i.posthog.com');
    return `<script async src="${attr(host.replace('.i.posthog.com', '-assets.i.posthog.com'))}/static/array.js" onload="posthog.init(${attr(js(apiKey))},{api_host:${attr(js(host))}})"></script>`;
  },
  fathom: ({ siteId }) => `<script defer src="https://cdn.usefathom.com/script.js" data-site="${attr(siteId)}"></script>`,
  segment: ({ key }) => `<script async src="https://cdn.segment.com/analytics.js/v1/${attr(encodeURIComponent(String(key)))}/analytics.min.js" onload="window.analytics&&analytics.page()"></script>`,
  mixpanel: ({ projectToken }) => `<script async src="https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js" onload="mixpanel.init(${attr(js(projectToken))},{track_pageview:true})"></script>`,
  amplitude: ({ apiKey }) => `<script async src="https://cdn.amplitude.com/script/${attr(encodeURIComponent(String(apiKey)))}.js" onload="window.amplitude&&amplitude.init(${attr(js(apiKey))},{autocapture:{pageViews:true}})"></script>`,
  hotjar: ({ hjid, hjsv }) =>
    `<script>(function(h,o,t,j){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${js(hjid)},hjsv:${js(hjsv)}};var r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;o.head.appendChild(r)})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=')</script>`,
  clarity: ({ projectId }) =>
    `<script>(function(c,l,a,r,i){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};var t=l.createElement(r);t.async=1;t.src='https://www.clarity.ms/tag/'+i;l.head.appendChild(t)})(window,document,'clarity','script',${js(projectId)})</script>`,
  heap: ({ appId }) => `<script>window.heap=window.heap||[];heap.appid=${js(appId)}</script><script async src="https://cdn.heapanalytics.com/js/heap-${attr(encodeURIComponent(String(appId)))}.js"></script>`,
  intercom: ({ appId }) => `<script>window.intercomSettings={app_id:${js(appId)}}</script><script async src="https://widget.intercom.io/widget/${attr(encodeURIComponent(String(appId)))}"></script>`,
  frontchat: ({ snippetId }) => `<script async src="https://chat-assets.frontapp.com/v1/chat.bundle.js" onload="window.FrontChat('init',{chatId:${attr(js(snippetId))},useDefaultLauncher:true})"></script>`,
  pirsch: ({ id }) => `<script defer src="https://api.pirsch.io/pa.js" id="pianjs" data-code="${attr(id)}"></script>`,
  koala: ({ publicApiKey }) => `<script async src="https://cdn.getkoala.com/v1/${attr(encodeURIComponent(String(publicApiKey)))}/sdk.js"></script>`,
  logrocket: ({ appId }) => `<script async src="https://cdn.lr-ingest.io/LogRocket.min.js" onload="window.LogRocket&&LogRocket.init(${attr(js(appId))})"></script>`,
  clearbit: ({ publicApiKey }) => `<script async src="https://tag.clearbitscripts.com/v1/${attr(encodeURIComponent(String(publicApiKey)))}/tags.js" referrerpolicy="strict-origin-when-cross-origin"></script>`,
  adobe: ({ launchUrl }) => `<script async src="${attr(launchUrl)}"></script>`,
  hightouch: ({ writeKey, apiHost }) =>
    `<script async src="https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js" onload="window.htevents&&htevents.load(${attr(js(writeKey))},{apiHost:${attr(js(apiHost ?? 'us-east-1.hightouch-events.com'))}})"></script>`,
  osano: ({ scriptSource }) => `<script async src="${attr(scriptSource)}"></script>`,
};

/** The HTML of every configured provider's scripts; empty when none is configured. */
export function renderIntegrationScripts(integrations: IntegrationsConfig): string {
  // Osano decides what the others may do: its script comes first.
  const order = Object.keys(integrations).sort((a, b) => Number(b === 'osano') - Number(a === 'osano'));
  return order.map((name) => (SNIPPETS[name] && integrations[name] ? SNIPPETS[name](integrations[name]) : '')).join('');
}

/** Providers Mintaka has a script for. */
export const INTEGRATION_PROVIDERS = Object.keys(SNIPPETS);
