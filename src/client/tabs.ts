// <mk-tabs>: tab groups, code groups, request/response examples and views. The markup is
// complete at build time (src/components/mdx/lib/tab-group.ts: the tab list or select first,
// then one panel per tab); this only switches which panel shows, keeps groups with the same
// tab label in step across the page and remembers the reader's latest choices, most recent
// first. Written for size: content pages have a 2 KiB JavaScript budget, which the frame's
// own scripts and the copy button already half use (about 1.2 KiB on a page with code).
let KEY = 'mk-tabs';

let readRemembered = (): string[] => {
  try {
    return JSON.parse(localStorage[KEY]);
  } catch {
    return [];
  }
};

type Group = HTMLElement & { s(label: string): unknown };

// Once per page: a snippet with tabs brings the script again, and the page keeps only the first
// copy (components/layout/RenderGuard.astro).
customElements.define(
  KEY,
  class extends HTMLElement {
    // `let`, not `const`: the minified script is inlined into pages, and two bytes a declaration
    // count against their 2 KiB of JavaScript.
    connectedCallback() {
      let head = this.firstChild as HTMLElement;
      let tabs = [...head.querySelectorAll<HTMLElement>('[role=tab]')];
      let panels = [...this.children].slice(1) as HTMLElement[];
      let labels = panels.map((p) => p.dataset.label!);
      let sync = this.dataset.sync;
      let n = tabs.length;
      let show = (i: number) => {
        panels.map((p, j) => {
          // A dropdown has no tabs: its loop sets a throwaway object.
          let tab = tabs[j] ?? ({} as HTMLElement);
          let on = i == j;
          // Hidden "until found": a link to something inside (the table of contents, the page
          // opened at #id) or find-in-page shows the panel, and `beforematch` selects its tab.
          p.hidden = (!on && 'until-found') as unknown as boolean;
          // ARIA reflection turns the boolean into "true"/"false"; tabIndex 0 or -1.
          tab.ariaSelected = on as unknown as string;
          tab.tabIndex = (on as unknown as number) - 1;
        });
        // The dropdown's select; on a tab button, a harmless expando.
        (head.firstChild as HTMLSelectElement).selectedIndex = i;
      };
      let top = () => this.getBoundingClientRect().y;
      let choose = (i: number) => {
        show(i);
        if (!sync) return;
        let label = labels[i]!;
        // Other groups change height: keep this one where the reader sees it (the browser's
        // scroll anchoring does not when a changing group is itself in view). The list of
        // choices stays short: one entry per tab label the reader ever chose on the site.
        let was = top();
        try {
          localStorage[KEY] = JSON.stringify([label, ...readRemembered().filter((l) => l != label)]);
        } catch {}
        for (let group of document.querySelectorAll<Group>(KEY)) group.s(label);
        scrollBy(0, top() - was);
      };
      // Shows `label` in a synced group that has it; true if it did.
      // `!undefined`: true once shown, in fewer bytes than `(show(...), true)`.
      (this as unknown as Group).s = (label) => sync && labels.includes(label) && !(show(labels.indexOf(label)) as unknown);
      readRemembered().some((this as unknown as Group).s);
      head.onchange = (e) => choose((e.target as HTMLSelectElement).selectedIndex);
      panels.map((p, i) => (p.onbeforematch = () => choose(i)));
      tabs.map((tab, i) => {
        tab.onclick = () => choose(i);
        // WAI-ARIA tabs, automatic activation: arrows move and select, Home/End jump.
        // (KeyboardEvent.key values never name an Object.prototype member.)
        tab.onkeydown = (e) => {
          let to = ({ ArrowRight: i + 1, ArrowLeft: i + n - 1, Home: n, End: n - 1 } as Record<string, number>)[e.key];
          if (to == null) return;
          e.preventDefault();
          choose((to %= n));
          tabs[to]!.focus();
        };
      });
    }
  },
);
