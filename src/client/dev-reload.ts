// `mintaka dev` only (components/layout/DevReload.astro, never a built page): a saved page shows
// its new text in place instead of the whole tab reloading. A reload fetches the page's
// stylesheets, scripts and images again and paints from scratch, most of the time an edit took
// to show; here the page's new HTML is fetched and, where only its content changed, the content
// is swapped in, with the stylesheets it now needs (the first card of a page brings the cards'):
// the reader's scroll position and opened sidebar groups stay. Anything else that changed (the sidebar,
// the top bar, the head's scripts) reloads the tab as before, as does a page that shows an
// error or no longer answers.
//
// What changed is judged against the page's markup as the browser got it: the inline script of
// DevReload.astro keeps the head's and the body's markup at that point, before the frame's
// scripts mark elements up (the mode toggle's aria-pressed, an opened sidebar group).
// Astro's dev server (integration/dev-reload-in-place.ts) sends `mintaka:reload-in-place`
// instead of Vite's full reload to the pages that said they can, and only for saves of the docs
// folder's pages, snippets and OpenAPI documents; Mintaka's own (cli/dev-server/) sends
// `reload-in-place` or `reload` events on /_mintaka/dev/events, by the same rule.

declare global {
  interface Window {
    /** The page's head and body markup as served, up to DevReload.astro's inline script. */
    mkDevMarkup?: [string, string];
  }
}

interface Hot {
  send(event: string, data?: unknown): void;
  on(event: string, listener: (data: unknown) => void): void;
}

/** What a save of a page's text changes: the page's content and its table of contents. */
const REGIONS = ['#content-area > .mk-content', '#table-of-contents > ul'];
/** Content that page scripts process once, when the page loads (the mermaid loader draws diagrams). */
const PROCESSED_AT_LOAD = 'pre.mermaid';
/** Where Mintaka's own dev server sends its events (cli/dev-server/events.ts). */
const EVENTS = '/_mintaka/dev/events';
/** The inline script that keeps the markup (DevReload.astro): the end of what is compared. */
const MARKER = 'script[data-mk-dev-markup]';

/** The head's and body's markup of a fetched page, as its marker script would have kept them. */
function servedMarkup(page: Document): [string, string] | undefined {
  const marker = page.querySelector(MARKER);
  if (!marker || marker.parentElement !== page.body) return undefined;
  const body = page.body.cloneNode(true) as HTMLElement;
  const end = body.querySelector(MARKER)!;
  while (end.nextSibling) end.nextSibling.remove();
  return [page.head.innerHTML, body.innerHTML];
}

function documentOf([head, body]: [string, string]): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`, 'text/html');
}

const STYLESHEET = 'link[rel=stylesheet]';

/**
 * The markup with the regions emptied and the head's stylesheets left out: what must be the same
 * for the content to be swapped in.
 */
function frameOf(page: Document): string {
  const copy = page.cloneNode(true) as Document;
  for (const selector of REGIONS) copy.querySelector(selector)?.replaceChildren();
  for (const link of copy.head.querySelectorAll(STYLESHEET)) link.remove();
  return copy.head.innerHTML + copy.body.innerHTML;
}

const hrefsOf = (page: Document) => [...page.head.querySelectorAll(STYLESHEET)].map((link) => link.getAttribute('href'));

/**
 * Links the stylesheets the new page links and the open one does not (the first component of a
 * family brings its own), each after what precedes it in the new head, and resolves once they
 * have loaded (or failed), so that the new content never shows unstyled; then unlinks those
 * the new page no longer links.
 */
async function linkStylesheets(before: Document, next: Document): Promise<() => void> {
  const had = hrefsOf(before);
  const wanted = hrefsOf(next);
  const loads: Promise<unknown>[] = [];
  for (const link of next.head.querySelectorAll<HTMLLinkElement>(STYLESHEET)) {
    if (had.includes(link.getAttribute('href'))) continue;
    const fresh = document.importNode(link, true);
    loads.push(new Promise((done) => (fresh.onload = fresh.onerror = done)));
    const preceding = link.previousElementSibling?.outerHTML;
    const anchor = preceding === undefined ? undefined : [...document.head.children].find((element) => element.outerHTML === preceding);
    if (anchor) anchor.after(fresh);
    else document.head.append(fresh);
  }
  await Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, 3000))]);
  return () => {
    for (const link of document.head.querySelectorAll(STYLESHEET)) if (had.includes(link.getAttribute('href')) && !wanted.includes(link.getAttribute('href'))) link.remove();
  };
}

/** Puts `next`'s children in place of `live`'s; its scripts run if the page did not have them before. */
function swap(live: Element, next: Element, before: Element | null): void {
  const known = new Set([...(before?.querySelectorAll('script') ?? [])].map((script) => script.outerHTML));
  live.replaceChildren(...[...next.childNodes].map((node) => document.importNode(node, true)));
  // Scripts put in place by the DOM do not run: a new one (the copy button's, on a page that
  // gained its first code block) is made afresh so that it does.
  for (const script of live.querySelectorAll('script')) {
    if (known.has(script.outerHTML)) continue;
    const fresh = document.createElement('script');
    for (const { name, value } of script.attributes) fresh.setAttribute(name, value);
    fresh.textContent = script.textContent;
    script.replaceWith(fresh);
  }
}

/** Shows the page's new HTML in place; false when only a reload shows it as it is now. */
async function showInPlace(): Promise<boolean> {
  const kept = window.mkDevMarkup;
  // Vite's error overlay goes with a reload.
  if (!kept || document.querySelector('vite-error-overlay')) return false;
  const response = await fetch(location.href, { cache: 'no-store', headers: { accept: 'text/html' } });
  if (!response.ok || new URL(response.url).pathname !== location.pathname) return false;
  const served = servedMarkup(new DOMParser().parseFromString(await response.text(), 'text/html'));
  if (!served) return false;
  const [before, next] = [documentOf(kept), documentOf(served)];
  if (frameOf(before) !== frameOf(next)) return false;
  const changed = REGIONS.filter((selector) => before.querySelector(selector)?.innerHTML !== next.querySelector(selector)?.innerHTML);
  const live = changed.map((selector) => document.querySelector(selector));
  if (live.some((element) => !element) || changed.some((selector) => next.querySelector(selector)!.querySelector(PROCESSED_AT_LOAD))) return false;
  const unlinkOld = await linkStylesheets(before, next);
  changed.forEach((selector, i) => swap(live[i]!, next.querySelector(selector)!, before.querySelector(selector)));
  unlinkOld();
  window.mkDevMarkup = served;
  return true;
}

let running: Promise<void> | undefined;
let again = false;

/** One update at a time; saves that come meanwhile are shown by one more. */
function update(): void {
  if (running) {
    again = true;
    return;
  }
  running = showInPlace()
    .catch(() => false)
    .then((shown) => {
      if (!shown) location.reload();
    })
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        update();
      }
    });
}

const hot = (import.meta as ImportMeta & { hot?: Hot }).hot;
if (hot) {
  // Astro's dev server (Vite): its full reloads reach this page as this event once it asked.
  hot.on('mintaka:reload-in-place', update);
  hot.send('mintaka:in-place', {});
} else {
  // Mintaka's own dev server (cli/dev-server/): its events, and a reload once it is back after a stop.
  let lost = false;
  const events = new EventSource(EVENTS);
  events.addEventListener('reload-in-place', update);
  events.addEventListener('reload', () => location.reload());
  events.onerror = () => (lost = true);
  events.onopen = () => lost && location.reload();
}

export {};
