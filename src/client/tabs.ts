// <mk-tabs>: tab groups, code groups, request/response examples and views. The markup is
// complete at build time (lib/tab-group.ts); this only switches which panel shows, keeps groups
// with the same tab label in step across the page, and remembers the reader's latest choices
// (most recent first). Written for size: content pages have a 2 KiB script budget.
const KEY = 'mk-tabs';

const remembered = (): string[] => {
  try {
    return JSON.parse(localStorage[KEY]) as string[];
  } catch {
    return [];
  }
};

customElements.define(
  'mk-tabs',
  class extends HTMLElement {
    connectedCallback() {
      const own = (selector: string) => [...this.querySelectorAll<HTMLElement>(':scope>' + selector)];
      const [head] = own('.mk-tablist');
      const select = head!.querySelector('select');
      const tabs = select ? [] : ([...head!.children] as HTMLElement[]);
      const panels = own('.mk-tabpanel');
      const labels = panels.map((p) => p.dataset.label!);
      const sync = this.hasAttribute('data-sync');
      const show = (i: number) => {
        panels.map((p, j) => (p.hidden = i != j));
        tabs.map((t, j) => {
          t.ariaSelected = String(i == j);
          t.tabIndex = i == j ? 0 : -1;
        });
        if (select) select.selectedIndex = i;
      };
      const choose = (i: number) => {
        show(i);
        if (!sync) return;
        const label = labels[i]!;
        try {
          localStorage[KEY] = JSON.stringify([label, ...remembered().filter((l) => l != label)].slice(0, 9));
        } catch {}
        // Other groups change height: keep this one where the reader sees it.
        const top = this.getBoundingClientRect().top;
        dispatchEvent(new CustomEvent(KEY, { detail: label }));
        scrollBy(0, this.getBoundingClientRect().top - top);
      };
      if (sync) {
        addEventListener(KEY, (e) => {
          const i = labels.indexOf((e as CustomEvent<string>).detail);
          if (i >= 0) show(i);
        });
        const label = remembered().find((l) => labels.includes(l));
        if (label) show(labels.indexOf(label));
      }
      tabs.map((t, i) => (t.onclick = () => choose(i)));
      if (select) select.onchange = () => choose(select.selectedIndex);
      // WAI-ARIA tabs, automatic activation: arrows move and select, Home/End jump.
      // (KeyboardEvent.key values never collide with Object.prototype names.)
      head!.onkeydown = (e) => {
        const n = tabs.length;
        const at = tabs.indexOf(e.target as HTMLElement);
        const to = ({ ArrowRight: at + 1, ArrowLeft: at + n - 1, Home: 0, End: n - 1 } as Record<string, number>)[e.key];
        if (at < 0 || to == null) return;
        e.preventDefault();
        choose(to % n);
        tabs[to % n]!.focus();
      };
    }
  },
);
