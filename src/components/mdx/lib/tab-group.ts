import { escapeHtml } from './html.ts';
import { takeNextId } from './ids.ts';

export interface TabItem {
  /** Plain label: what syncs groups and what the reader's choice is remembered by. */
  label: string;
  /** Markup shown in the tab (icon + label). */
  labelHtml?: string;
  html: string;
  /** Extra attributes for the panel (an anchor id). */
  panelId?: string;
}

export interface TabGroupOptions {
  className: string;
  selected?: number;
  /** Same-label groups on the page follow each other and the choice is remembered. */
  sync?: boolean;
  /** A select menu instead of a row of tabs (CodeGroup `dropdown`). */
  dropdown?: boolean;
  /** Accessible name of the tab list or menu. */
  label?: string;
  /**
   * The group's id prefix, taken by the component before it renders its children: taken after,
   * groups would be numbered in whatever order their children finish rendering.
   */
  group?: string;
}

/**
 * The complete markup of a tab group, as the browser will show it before any script runs:
 * WAI-ARIA tabs (tablist/tab/tabpanel, roving tabindex) or a labelled select. The `<mk-tabs>`
 * element only switches `hidden` and `aria-selected` afterwards. Panels not shown are hidden
 * "until found": a link into one, or find-in-page, shows it (tabs.ts selects its tab).
 */
export function renderTabGroup(scope: object, items: TabItem[], options: TabGroupOptions): string {
  const group = options.group ?? takeNextId(scope, 'mk-tabs');
  const selected = Math.min(Math.max(0, Math.trunc(options.selected ?? 0) || 0), Math.max(0, items.length - 1));
  // Short: each id is written twice (id, and aria-controls or aria-labelledby).
  const panelIds = items.map((item, i) => item.panelId ?? `${group}-p${i}`);
  const name = options.label ? ` aria-label="${escapeHtml(options.label)}"` : '';
  let head: string;
  if (options.dropdown) {
    const choices = items.map((item, i) => `<option value="${i}"${i === selected ? ' selected' : ''}>${escapeHtml(item.label)}</option>`).join('');
    head = `<div class="mk-tablist mk-tablist-dropdown"><select class="mk-tab-select"${name || ' aria-label="Choose an example"'}>${choices}</select></div>`;
  } else {
    const tabs = items.map((item, i) => {
      const on = i === selected;
      return `<button type="button" role="tab" id="${group}-t${i}" aria-controls="${escapeHtml(panelIds[i]!)}" aria-selected="${on}" tabindex="${on ? 0 : -1}">${item.labelHtml ?? escapeHtml(item.label)}</button>`;
    });
    head = `<div class="mk-tablist" role="tablist"${name}>${tabs.join('')}</div>`;
  }
  const panels = items.map((item, i) => {
    const id = panelIds[i]!;
    const role = options.dropdown ? '' : ` role="tabpanel" aria-labelledby="${group}-t${i}" tabindex="0"`;
    return `<div class="mk-tabpanel" id="${escapeHtml(id)}"${role} data-label="${escapeHtml(item.label)}"${i === selected ? '' : ' hidden="until-found"'}>${item.html}</div>`;
  });
  return `<mk-tabs class="${options.className}"${options.sync === false ? '' : ' data-sync="1"'}>${head}${panels.join('')}</mk-tabs>`;
}
