// <mk-tabs>: tab groups, code groups, request/response examples and views. The markup is
// complete at build time (src/components/mdx/lib/tab-group.ts: the tab list or select first,
// then one panel per tab); this only switches which panel shows, keeps groups with the same
// tab label in step across the page and remembers the reader's latest choices, most recent
// first. Written for size: content pages have a 2 KiB JavaScript budget.
const KEY = 'mk-tabs';

const readRemembered = (): string[] => {
  try {
    return JSON.parse(localStorage[KEY]);
  } catch {
    return [];
  }
};

customElements.define(
  KEY,
  class extends HTMLElement {
    connectedCallback() {
      const head = this.firstElementChild as HTMLElement;
      const select = head.querySelector('select');
      const tabs = select ? [] : ([...head.children] as HTMLElement[]);
      const panels = [...this.children].slice(1) as HTMLElement[];
      const labels = panels.map((p) => p.dataset.label!);
      const sync = this.hasAttribute('data-sync');
      const show = (i: number) => {
        panels.map((p, j) => (p.hidden = i != j));
        tabs.map((t, j) => {
          // ARIA reflection turns the boolean into "true"/"false".
          t.ariaSelected = (i == j) as unknown as string;
          t.tabIndex = i == j ? 0 : -1;
        });
        if (select) select.selectedIndex = i;
      };
      const choose = (i: number) => {
        show(i);
        if (!sync) return;
        const label = labels[i]!;
        // Other groups change height: keep this one where the reader sees it.
        const top = this.getBoundingClientRect().top;
        try {
          localStorage[KEY] = JSON.stringify([label, ...readRemembered().filter((l) => l != label)].slice(0, 20));
        } catch {}
        dispatchEvent(new CustomEvent(KEY, { detail: label }));
        scrollBy(0, this.getBoundingClientRect().top - top);
      };
      if (sync) {
        addEventListener(KEY, (e) => {
          const i = labels.indexOf((e as CustomEvent).detail);
          if (i >= 0) show(i);
        });
        const label = readRemembered().find((l) => labels.includes(l));
        if (label) show(labels.indexOf(label));
      }
      tabs.map((t, i) => (t.onclick = () => choose(i)));
      if (select) select.onchange = () => choose(select.selectedIndex);
      // WAI-ARIA tabs, automatic activation: arrows move and select, Home/End jump.
      // (KeyboardEvent.key values never name an Object.prototype member.)
      head.onkeydown = (e) => {
        const n = tabs.length;
        const at = tabs.indexOf(e.target as HTMLElement);
        let to = ({ ArrowRight: at + 1, ArrowLeft: at + n - 1, Home: n, End: n - 1 } as Record<string, number>)[e.key];
        if (at < 0 || to == null) return;
        e.preventDefault();
        choose((to %= n));
        tabs[to]!.focus();
      };
    }
  },
);
