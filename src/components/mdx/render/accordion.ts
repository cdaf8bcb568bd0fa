import { escapeHtml, isTrue } from '../lib/html.ts';
import { describeUse, renderIconHtml } from '../lib/icon-html.ts';
import { claimId, claimSlugId } from '../lib/ids.ts';
import { attr, text, type ComponentRenderer } from './types.ts';

/**
 * <Accordion>: <details>/<summary>, so the browser gives click, Enter/Space, find-in-page and
 * fragment links into a closed accordion for free, with no script. The chevron before the
 * title is the stylesheet's (accordion.css), as is Expandable's: an API page has dozens.
 */
export const renderAccordion: ComponentRenderer = async (context, props, children) => {
  const title = props.title === undefined ? '' : String(props.title);
  const description = text(props.description);
  const anchor = props.id ? claimId(context.scope, String(props.id)) : claimSlugId(context.scope, title);
  const svg = renderIconHtml(props.icon, props.iconType, 'mk-icon', describeUse(context.url, `<Accordion title="${title}">`));
  const icon = svg ? `<span class="mk-accordion-icon">${svg}</span>` : '';
  const extra = description ? `<span class="mk-accordion-description">${escapeHtml(description)}</span>` : '';
  return `<details class="mk-accordion"${attr('id', anchor)}${attr('open', isTrue(props.defaultOpen))}><summary class="mk-accordion-summary">${icon}<span class="mk-accordion-heading"><span class="mk-accordion-title">${escapeHtml(title)}</span>${extra}</span></summary><div class="mk-accordion-body">${await children()}</div></details>`;
};

export const renderAccordionGroup: ComponentRenderer = async (_context, _props, children) => `<div class="mk-accordion-group">${await children()}</div>`;

/** <Expandable>: nested fields behind "Show child attributes" (Mintlify renders them on first open; here they are static HTML). */
export const renderExpandable: ComponentRenderer = async (_context, props, children) => {
  const title = escapeHtml(text(props.title) || 'child attributes');
  return `<details class="mk-expandable"${attr('open', isTrue(props.defaultOpen))}><summary class="mk-expandable-summary"><span class="mk-expandable-show">Show ${title}</span><span class="mk-expandable-hide">Hide ${title}</span></summary><div class="mk-expandable-body">${await children()}</div></details>`;
};
