// The search dialog's behaviour, loaded on its first opening (never with the page): queries
// Pagefind's index (/pagefind/, also served by `mintaka dev`), shows each page with its
// matching headings, and is driven by the keyboard (arrows, Enter, Escape) as a combobox.
// Escape closes it; the clear button empties the query.

import { addStyles } from './add-styles.ts';
import resultStyles from '../styles/search-results.css?inline';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: Record<string, unknown>, ms?: number): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

const MAX_PAGES = 8;
const MAX_HEADINGS = 3;
/** Results read beyond those shown, so that an exact title among them can be moved up. */
const LOOK_AHEAD = 4;
// Not a literal: the bundler must leave the index's own module to the browser.
const PAGEFIND_URL = ['/pagefind', 'pagefind.js'].join('/');

let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 18 });
    await module.init();
    return module;
  });
  return pagefind;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Pagefind excerpts are HTML with <mark> around matches; keep only text and marks. */
function excerptNode(html: string): HTMLElement {
  const span = element('span', 'mk-search-excerpt');
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const child of parsed.childNodes) {
    if (child.nodeName === 'MARK') span.append(element('mark', undefined, child.textContent ?? ''));
    else span.append(child.textContent ?? '');
  }
  return span;
}

/** Words of a title or query, to compare them: case and punctuation aside. */
const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Pages whose title is the query come first, in Pagefind's order otherwise. Pagefind boosts a
 * page whose title holds the query's words, but as much for "Authentication" as for
 * "Authentication for webhooks", and then the longer page could win on its body.
 */
function exactTitlesFirst(query: string, pages: PagefindData[]): PagefindData[] {
  const wanted = words(query);
  const exact = pages.filter((page) => words(page.meta.title ?? '') === wanted);
  return [...exact, ...pages.filter((page) => !exact.includes(page))];
}

/** Page links without `index.html` and trailing slashes, as the site links pages. */
function cleanUrl(url: string): string {
  return url.replace(/\/index\.html(?=$|#)/, '').replace(/\.html(?=$|#)/, '').replace(/(.)\/(?=$|#)/, '$1') || '/';
}

const started = new WeakSet<HTMLDialogElement>();

/** Wires the dialog; the page's script (client/page.js) calls it on every opening, it works once. */
export function init(dialog: HTMLDialogElement): void {
  if (started.has(dialog)) return;
  // The results' rules, once per page, before any result is drawn.
  addStyles(resultStyles);
  started.add(dialog);
  const input = dialog.querySelector<HTMLInputElement>('input')!;
  const clear = dialog.querySelector<HTMLButtonElement>('.mk-search-clear')!;
  const list = dialog.querySelector<HTMLUListElement>('[role=listbox]')!;
  const status = dialog.querySelector<HTMLElement>('[role=status]')!;
  let options: HTMLLIElement[] = [];
  let active = -1;
  let counter = 0;
  /** The query whose results are listed. */
  let shown = '';

  const select = (index: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = options.length ? (index + options.length) % options.length : -1;
    const option = options[active];
    if (!option) return input.removeAttribute('aria-activedescendant');
    option.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  };

  const addOption = (url: string, title: string, excerpt: string, sub: boolean, method?: string, version?: string) => {
    const option = element('li', `mk-search-result${sub ? ' mk-search-sub' : ''}`);
    option.id = `mk-search-option-${++counter}`;
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    const link = element('a');
    link.href = cleanUrl(url);
    link.tabIndex = -1;
    const heading = element('span', 'mk-search-title');
    if (method) heading.append(element('span', 'mk-search-method', method));
    heading.append(title);
    // Pages of a version other than the default say which (docs.json versions).
    if (version) heading.append(element('span', 'mk-search-version', version));
    link.append(heading, excerptNode(excerpt));
    option.append(link);
    option.addEventListener('mousemove', () => active !== options.indexOf(option) && select(options.indexOf(option)));
    list.append(option);
    options.push(option);
  };

  const render = (query: string, pages: PagefindData[]) => {
    shown = query;
    list.replaceChildren();
    options = [];
    active = -1;
    for (const page of pages) {
      const title = page.meta.title ?? page.url;
      const headings = (page.sub_results ?? []).filter((sub) => sub.url.includes('#') && sub.title !== title).slice(0, MAX_HEADINGS);
      addOption(page.url, title, page.excerpt, false, page.meta.method, page.meta.version);
      for (const sub of headings) addOption(sub.url, sub.title, sub.excerpt, true);
    }
    input.setAttribute('aria-expanded', String(options.length > 0));
    // The page's language's words (SearchButton.astro), else English.
    const none = dialog.dataset.noResults ?? 'No results for “{query}”';
    status.textContent = query && !pages.length ? none.replace('{query}', query) : '';
    select(0);
  };

  const search = async () => {
    const query = input.value.trim();
    if (!query) return render('', []);
    let engine: Pagefind;
    try {
      engine = await loadPagefind();
    } catch {
      status.textContent = 'The search index is missing: it is written by `mintaka build` (and served by `mintaka dev`).';
      return;
    }
    const found = await engine.debouncedSearch(query, {}, 120);
    // A second search for what is listed (typing while the script loaded starts two) would
    // list it again and move the reader's selection back to the first result.
    if (!found || input.value.trim() !== query || query === shown) return;
    const pages = await Promise.all(found.results.slice(0, MAX_PAGES + LOOK_AHEAD).map((r) => r.data()));
    if (input.value.trim() !== query) return;
    render(query, exactTitlesFirst(query, pages).slice(0, MAX_PAGES));
  };

  const go = () => {
    const link = options[active]?.querySelector('a');
    if (!link) return;
    dialog.close();
    location.href = link.href;
  };

  input.addEventListener('input', () => {
    clear.hidden = !input.value;
    void search();
  });
  // Clearing the query is the clear button's: Escape closes the dialog at once (in a search
  // field, the browser's own first Escape only emptied it).
  clear.addEventListener('click', () => {
    input.value = '';
    clear.hidden = true;
    render('', []);
    input.focus();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      select(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go();
    }
  });
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('li');
    if (!option) return;
    event.preventDefault();
    select(options.indexOf(option as HTMLLIElement));
    go();
  });
  // Tab cycles inside the dialog: the page behind it is inert while it is open.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('input, button:not([hidden])')];
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    focusable[(index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length]?.focus();
  });
  dialog.querySelector('.mk-search-close')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the panel) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    input.value = '';
    clear.hidden = true;
    render('', []);
  });
  input.focus();
  // Until now a Tab could leave the dialog, as from any native modal dialog.
  dialog.dataset.ready = '';
  void loadPagefind().catch(() => undefined);
  clear.hidden = !input.value;
  if (input.value) void search();
}
