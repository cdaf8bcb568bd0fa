import { readCodePanels } from './code-panels.ts';
import { renderTabGroup } from './tab-group.ts';

export interface CodeGroupOptions {
  className: string;
  dropdown?: boolean;
  label?: string;
  /** The group's id prefix, taken before the children render (tab-group.ts). */
  group?: string;
}

/**
 * A tab per code block among rendered children, labelled by the block's title (else its
 * language). Returns the children unchanged when they hold no code block.
 */
export function renderCodeGroup(scope: object, html: string, options: CodeGroupOptions): { html: string; tabs: boolean } {
  const { panels, rest } = readCodePanels(html);
  if (panels.length === 0) return { html, tabs: false };
  const group = renderTabGroup(scope, panels, { className: options.className, dropdown: options.dropdown, label: options.label, sync: true, group: options.group });
  // Whatever else a writer put in the group (rare) stays visible after the tabs.
  return { html: rest ? group + rest : group, tabs: true };
}
