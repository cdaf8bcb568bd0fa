import { escapeHtml, isTrue } from '../lib/html.ts';
import { describeUse, renderIconHtml } from '../lib/icon-html.ts';
import { claimId, claimSlugId } from '../lib/ids.ts';
import { markInheritedTitle, markStepNumber, resolveSteps, toTitleSize } from '../lib/step-markers.ts';
import { attr, text, type ComponentRenderer } from './types.ts';

/** <Steps>: numbers its steps and sizes their titles (lib/step-markers.ts). */
export const renderSteps: ComponentRenderer = async (_context, props, children) => {
  return `<ol class="mk-steps">${resolveSteps(await children(), toTitleSize(props.titleSize) ?? 'p')}</ol>`;
};

/** <Step>: a numbered (or icon) marker, a title with an anchor, and the body. */
export const renderStep: ComponentRenderer = async (context, props, children) => {
  const { stepNumber, id } = props;
  const title = text(props.title) ?? (props.title === undefined ? undefined : String(props.title));
  const explicit = stepNumber === undefined || stepNumber === '' || Number.isNaN(Number(stepNumber)) ? undefined : Math.trunc(Number(stepNumber));
  const iconMarkup = renderIconHtml(props.icon, props.iconType, 'mk-icon', describeUse(context.url, title ? `<Step title="${title}">` : '<Step>'));
  // An icon replaces the number on screen; the number stays for screen readers and the count.
  const marker = iconMarkup ? `${iconMarkup}<span class="mk-visually-hidden">${markStepNumber(explicit)}</span>` : markStepNumber(explicit);
  const anchor = id ? claimId(context.scope, String(id)) : title && !isTrue(props.noAnchor) ? claimSlugId(context.scope, title) : undefined;
  const size = toTitleSize(props.titleSize);
  const titleHtml = title === undefined || title === '' ? '' : size ? `<${size} class="mk-step-title">${escapeHtml(title)}</${size}>` : markInheritedTitle(escapeHtml(title));
  return `<li class="mk-step"${attr('id', anchor)}><span class="mk-step-marker">${marker}</span><div class="mk-step-content">${titleHtml}<div class="mk-step-body">${await children()}</div></div></li>`;
};
