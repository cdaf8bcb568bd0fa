// The page actions menu, loaded when the reader first points at or clicks it (never with the
// page: the frame's script, client/page.js, only imports this module then): the items, drawn
// from the site's options that the build writes into this module (MK_PAGE_ACTIONS, with `$md`
// and `$path` for the page; see core/agents/page-actions.ts); the disclosure's closing (Escape
// back to its toggle, a click outside, focus moving out); copying, from the button beside the
// menu too; and the MCP address from /.well-known/mcp.json, which only `mintaka
// serve`/`preview` answer: the options that need it stay hidden elsewhere.
import type { PageAction } from '../core/agents/page-actions.ts';
import { fillPlaceholders } from '../core/agents/placeholders.ts';
import { addStyles } from './add-styles.ts';
import itemStyles from '../styles/page-actions-items.css?inline';

/** An option as the build writes it: a custom icon as its markup. */
export type MenuAction = PageAction & { iconHtml?: string };

declare const MK_PAGE_ACTIONS: MenuAction[];

function element(tag: string, className?: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

const started = new WeakSet<HTMLElement>();

function copy(status: HTMLElement, text: string | Promise<string>): void {
  status.textContent = '';
  navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]).then(
    () => (status.textContent = 'Copied'),
    () => (status.textContent = 'Copy failed'),
  );
}

/** Closing as a disclosure menu closes, and copying from its items. */
function wire(box: HTMLElement, more: HTMLDetailsElement): void {
  const toggle = more.querySelector('summary')!;
  const close = () => {
    more.open = false;
    toggle.focus();
  };
  more.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && more.open) close();
  });
  for (const type of ['click', 'focusin']) document.addEventListener(type, (event) => more.contains(event.target as Node) || (more.open = false));
  more.querySelector('.mk-pa-menu')!.addEventListener('click', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('a, button');
    if (!item) return;
    const text = item.dataset.copy;
    if (text === '') copyPage(box);
    else if (text !== undefined) copy(box.lastElementChild as HTMLElement, text);
    close();
  });
}

/** Copies the page's Markdown: the fetch is a promised clipboard item, which keeps Safari's user gesture. */
const copyPage = (box: HTMLElement) => copy(box.lastElementChild as HTMLElement, fetch(box.dataset.md!).then((r) => r.text()));

/**
 * Draws and wires the menu of `box` (once), and answers `event`, the click that loaded this
 * module if one did: a click on "Copy page" copies (a click on the toggle opened the
 * disclosure already).
 */
export function init(box: HTMLElement, event?: Event): void {
  if (!started.has(box)) start(box);
  const main = box.firstElementChild as HTMLElement;
  if (event?.type === 'click' && main.dataset.copy === '' && main.contains(event.target as Node)) copyPage(box);
}

function start(box: HTMLElement): void {
  // The items' rules, once per page, before any item is drawn.
  addStyles(itemStyles);
  started.add(box);
  // From now on this module answers: the frame's loader steps aside.
  box.onpointerover = box.onclick = null;
  const main = box.firstElementChild as HTMLElement;
  if (main.dataset.copy === '') main.onclick = () => copyPage(box);
  wire(box, box.querySelector('details')!);
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
  if (main.dataset.href) main.setAttribute('href', fillPlaceholders(main.dataset.href, values));
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
