// The script every content page ships, inlined at the end of the body: mode toggle, opening the
// search dialog (button and Ctrl/Cmd-K) and loading the page actions menu (the mobile menu is a
// popover: no script). Kept tiny on purpose (content pages budget 2 KiB of JavaScript with tabs,
// code groups and copy buttons); the version switch, switchers and thumbs rating come with it
// only on pages that show them (version-switch.js, switcher.js, thumbs.js).
// ARIA reflection: setting ariaPressed/ariaExpanded writes the attribute ("true"/"false").
// A block, not a function, keeps the names local: the same scoping in fewer bytes; `let`, not
// `const`, for the same reason (esbuild keeps `const`).
{
  let d = document;
  let $ = (selector) => d.querySelector(selector);
  let data = d.documentElement.dataset;
  let toggle = $('#mk-mode-toggle');
  let search = $('#mk-search');
  let actions = $('.mk-pa');
  // What waits for the reader loads on first use: /_mintaka/search.js (client/search.ts: the
  // dialog's code and Pagefind) and /_mintaka/page-actions.js (client/page-actions-menu.ts:
  // the menu's items, closing, copying). Each module's init runs once per element. `more` is
  // the search's failure handler or the click that loaded the menu: `then` ignores a second
  // argument that is not a function, and search's init a second argument.
  let load = (name, node, more) => import(/* @vite-ignore */ `/_mintaka/${name}.js`).then((module) => module.init(node, more), more);
  let sync = () => (toggle.ariaPressed = data.theme == 'dark');
  let open = () => search.open || (search.showModal(), load('search', search, () => ($('#mk-search p').textContent = 'Search could not be loaded.')));
  if (toggle) {
    sync();
    toggle.onclick = () => {
      // The theme changes even where storage throws (the inner assignment runs first).
      try {
        localStorage['mk-theme'] = data.theme = data.theme == 'dark' ? 'light' : 'dark';
      } catch {}
      sync();
    };
  }
  $('#mk-search-button').onclick = open;
  // Ctrl-K works on every platform (and Cmd-K on macOS); with Caps Lock on, the key is "K".
  addEventListener('keydown', (e) => (e.metaKey || e.ctrlKey) && /^k$/i.test(e.key) && (e.preventDefault(), open()));
  // Pointing at the menu (before the click, for mouse and touch) loads it; a click before it
  // loaded (the keyboard's Enter) is handed to it. The module then takes both handlers over.
  if (actions) actions.onpointerover = actions.onclick = (e) => load('page-actions', actions, e);
}
