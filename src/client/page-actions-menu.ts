// The page actions menu's items, loaded on first use of the menu (never with the page): drawn
// from the site's options, which the build writes into this module (MK_PAGE_ACTIONS, with `$md`
// and `$path` for the page; see core/agents/page-actions.ts), then the MCP address from
// /.well-known/mcp.json, which only `mintaka serve`/`preview` answer: the options that need it
// stay hidden elsewhere. Copying and closing are the page's inline script (page-actions.js).
import type { PageAction } from '../core/agents/page-actions.ts';
import { fillPlaceholders } from '../core/agents/placeholders.ts';

/** An option as the build writes it: a custom icon as its markup. */
export type MenuAction = PageAction & { iconHtml?: string };

declare const MK_PAGE_ACTIONS: MenuAction[];

function element(tag: string, className?: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

export function init(box: HTMLElement): void {
  const md = box.dataset.md!;
  const values = { md, path: md === '/index.md' ? '/' : md.slice(0, -3), origin: location.origin };
  const waiting: [HTMLElement, MenuAction][] = [];
  const fill = (item: HTMLElement, action: MenuAction, mcp?: string) => {
    const all = mcp === undefined ? values : { ...values, mcp, mcp64: btoa(JSON.stringify({ url: mcp })) };
    if (action.href) item.setAttribute('href', fillPlaceholders(action.href, all));
    if (action.text) item.dataset.copy = action.text.replaceAll('$mcp', mcp ?? '');
  };
  const items = MK_PAGE_ACTIONS.map((action) => {
    const item = element(action.kind === 'link' ? 'a' : 'button');
    if (action.kind === 'link') {
      if (action.external) Object.assign(item, { target: '_blank', rel: 'noopener noreferrer' });
    } else {
      item.setAttribute('type', 'button');
      if (action.kind === 'copy-page') item.dataset.copy = '';
    }
    const icon = 'glyph' in action.icon ? element('span', `mk-pa-i mk-pa-${action.icon.glyph}`) : element('span', 'mk-pa-i');
    if (action.iconHtml) icon.innerHTML = action.iconHtml;
    const words = element('span');
    words.append(element('b', undefined, action.title), element('small', undefined, action.description));
    item.append(icon, words);
    fill(item, action);
    if (action.needsMcp) {
      item.hidden = true;
      waiting.push([item, action]);
    }
    return item;
  });
  box.querySelector('.mk-pa-menu')!.replaceChildren(...items);
  // The button beside the menu, when it links with placeholders (no site URL at build time).
  const main = box.querySelector<HTMLElement>('[data-href]');
  if (main) main.setAttribute('href', fillPlaceholders(main.dataset.href!, values));
  if (!waiting.length) return;
  fetch('/.well-known/mcp.json')
    .then((response) => response.json())
    .then((card: { remotes: { url: string }[] }) => {
      const url = card.remotes[0]!.url;
      for (const [item, action] of waiting) {
        fill(item, action, url);
        item.hidden = false;
      }
    })
    .catch(() => undefined);
}
