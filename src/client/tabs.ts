// <mk-tabs>: tab groups, code groups and request/response examples. The markup is complete at
// build time; this only switches which panel shows, keeps groups with the same tab label in
// step across the page, and remembers the reader's latest choices (most recent first).
const KEY = 'mk-tabs';

const remembered = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};

class MkTabs extends HTMLElement {
  connectedCallback() {
    const tabs = [...this.querySelectorAll<HTMLElement>(':scope>.mk-tablist>[role=tab]')];
    const select = this.querySelector<HTMLSelectElement>(':scope>.mk-tablist>select');
    const panels = [...this.querySelectorAll<HTMLElement>(':scope>.mk-tabpanel')];
    const labels = panels.map((p) => p.dataset.label);
    const sync = this.hasAttribute('data-sync');
    const show = (i: number) => {
      panels.forEach((p, j) => (p.hidden = i !== j));
      tabs.forEach((t, j) => {
        t.setAttribute('aria-selected', String(i === j));
        t.tabIndex = i === j ? 0 : -1;
      });
      if (select) select.selectedIndex = i;
    };
    const choose = (i: number) => {
      show(i);
      if (!sync) return;
      const label = labels[i]!;
      try {
        localStorage.setItem(KEY, JSON.stringify([label, ...remembered().filter((l) => l !== label)].slice(0, 20)));
      } catch {}
      // Other groups change height; keep the one the reader used where it was on screen.
      const top = this.getBoundingClientRect().top;
      dispatchEvent(new CustomEvent('mk-tab', { detail: label }));
      scrollBy(0, this.getBoundingClientRect().top - top);
    };
    if (sync) {
      addEventListener('mk-tab', (e) => {
        const i = labels.indexOf((e as CustomEvent<string>).detail);
        if (i >= 0) show(i);
      });
      for (const label of remembered()) {
        if (labels.includes(label)) {
          show(labels.indexOf(label));
          break;
        }
      }
    }
    tabs.forEach((t, i) => t.addEventListener('click', () => choose(i)));
    select?.addEventListener('change', () => choose(select.selectedIndex));
    // WAI-ARIA tabs pattern, automatic activation: arrows move and select, Home/End jump.
    this.querySelector(':scope>.mk-tablist')?.addEventListener('keydown', (e) => {
      const key = (e as KeyboardEvent).key;
      const at = tabs.indexOf(e.target as HTMLElement);
      const n = tabs.length;
      const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1 + n, Home: 0, End: n - 1 };
      if (at < 0 || !Object.hasOwn(moves, key)) return;
      const to = moves[key]!;
      e.preventDefault();
      choose(to % n);
      tabs[to % n]!.focus();
    });
  }
}

if (!customElements.get('mk-tabs')) customElements.define('mk-tabs', MkTabs);
