import { escapeHtml, isTrue } from '../lib/html.ts';
import { renderCodeGroup } from '../lib/code-group.ts';
import { describeUse, renderIconHtml } from '../lib/icon-html.ts';
import { claimId, takeNextId } from '../lib/ids.ts';
import { renderTabGroup } from '../lib/tab-group.ts';
import { readTabs, wrapTab } from '../lib/tab-markers.ts';
import { text, type ComponentRenderer } from './types.ts';

// The tabs' script (client/tabs.ts) is added once per page by the Markdown pipeline, where a
// page has a tab group (markdown/page-assets.ts).

/**
 * <Tabs>: a tab group of its <Tab>s (and of consecutive <View>s, which the remark plugin
 * groups as `<Tabs views>`).
 */
export const renderTabs: ComponentRenderer = async (context, props, children) => {
  const { defaultTabIndex = 0, sync = true, borderBottom, views } = props;
  // Numbered before the children render, so groups are numbered in the page's order.
  const group = takeNextId(context.scope, 'mk-tabs');
  const html = await children();
  const tabs = readTabs(html);
  const items = tabs.map((tab, i) => {
    const label = tab.meta.title || `Tab ${i + 1}`;
    const icon = renderIconHtml(tab.meta.icon, tab.meta.iconType, 'mk-icon mk-tab-icon', describeUse(context.url, `<Tab title="${label}">`));
    return { label, labelHtml: icon + escapeHtml(label), html: tab.html, panelId: tab.meta.id ? claimId(context.scope, tab.meta.id) : undefined };
  });
  if (!items.length) return html;
  const className = ['mk-tab-group', views ? 'mk-views' : '', isTrue(borderBottom) ? 'mk-tab-group-border' : ''].filter(Boolean).join(' ');
  return renderTabGroup(context.scope, items, { className, selected: Number(defaultTabIndex), sync: sync !== false && sync !== 'false', label: views ? 'View' : undefined, group });
};

/** <Tab> (and <View>): its content, marked for the enclosing <Tabs> (lib/tab-markers.ts). */
export const renderTab: ComponentRenderer = async (_context, props, children) => {
  const { icon, iconType, id } = props;
  return wrapTab({ title: String(props.title ?? ''), icon: text(icon), iconType: text(iconType), id: text(id) }, await children());
};

/** <CodeGroup>, and <RequestExample>/<ResponseExample> (`kind`): a tab per code block. */
export const renderCodeGroupComponent: ComponentRenderer = async (context, props, children) => {
  const kind = props.kind === 'request' || props.kind === 'response' ? props.kind : undefined;
  const className = ['mk-code-group', kind ? `mk-api-example mk-${kind}-example` : ''].filter(Boolean).join(' ');
  const label = kind === 'request' ? 'Request example' : kind === 'response' ? 'Response example' : undefined;
  const group = takeNextId(context.scope, 'mk-tabs');
  return renderCodeGroup(context.scope, await children(), { className, dropdown: isTrue(props.dropdown), label, group }).html;
};
