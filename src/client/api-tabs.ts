// <mk-api-tabs>: request/response samples, media types and oneOf alternatives. The markup is
// complete at build time; this only switches the visible panel (tabs or a select), copies
// the visible code, and remembers the reader's sample language across pages.
class MkApiTabs extends HTMLElement {
  connectedCallback() {
    const bar = this.firstElementChild as HTMLElement;
    const tabs = [...bar.querySelectorAll<HTMLElement>('[role=tab]')];
    const select = bar.querySelector('select');
    const panels = [...this.children].filter((e) => e.classList.contains('mk-api-tabpanel')) as HTMLElement[];
    const labels = select ? [...select.options].map((o) => o.text) : tabs.map((t) => t.textContent);
    const key = this.dataset.remember;
    const untilFound = panels.some((p) => p.getAttribute('hidden') === 'until-found');
    const show = (i: number, save?: boolean) => {
      // Hidden "until found" where the markup says so (fields): a link into one shows it.
      panels.forEach((p, j) => (i === j ? p.removeAttribute('hidden') : p.setAttribute('hidden', untilFound ? 'until-found' : '')));
      tabs.forEach((t, j) => {
        t.setAttribute('aria-selected', String(i === j));
        t.tabIndex = i === j ? 0 : -1;
      });
      if (select) select.selectedIndex = i;
      try {
        if (save && key) localStorage.setItem(key, labels[i]!);
      } catch {}
    };
    try {
      const stored = key ? localStorage.getItem(key) : null;
      const i = stored === null ? -1 : labels.indexOf(stored);
      if (i > 0) show(i);
    } catch {}
    panels.forEach((p, i) => p.addEventListener('beforematch', () => show(i)));
    tabs.forEach((t, i) => t.addEventListener('click', () => show(i, true)));
    select?.addEventListener('change', () => show(select.selectedIndex, true));
    bar.addEventListener('keydown', (e) => {
      const step = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>)[e.key];
      const at = tabs.indexOf(e.target as HTMLElement);
      if (!step || at < 0) return;
      const i = (at + step + tabs.length) % tabs.length;
      show(i, true);
      tabs[i]!.focus();
    });
    const copy = bar.querySelector<HTMLElement>('[data-mk-api-copy]');
    copy?.addEventListener('click', () => {
      const code = panels.find((p) => !p.hidden)?.querySelector('pre')?.textContent ?? '';
      navigator.clipboard?.writeText(code).then(() => {
        copy.dataset.copied = '';
        setTimeout(() => delete copy.dataset.copied, 1500);
      });
    });
  }
}
if (!customElements.get('mk-api-tabs')) customElements.define('mk-api-tabs', MkApiTabs);

export {};
