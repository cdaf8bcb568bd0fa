import { escapeHtml, sanitizeColor } from '../lib/html.ts';
import { describeUse, renderIconHtml } from '../lib/icon-html.ts';
import { attr, text, type ComponentRenderer } from './types.ts';

/** Each preset's icon is drawn by callout.css (tests/unit/icons.test.ts compares). */
export const CALLOUT_VARIANTS = {
  note: { icon: 'circle-info', label: 'Note' },
  info: { icon: 'circle-info', label: 'Info' },
  tip: { icon: 'lightbulb', label: 'Tip' },
  warning: { icon: 'triangle-exclamation', label: 'Warning' },
  check: { icon: 'circle-check', label: 'Check' },
  danger: { icon: 'circle-exclamation', label: 'Danger' },
  custom: { icon: 'circle-info', label: 'Note' },
} as const;

export type CalloutVariant = keyof typeof CALLOUT_VARIANTS;

/** <Callout> (custom icon, colour, title) and the presets <Note>, <Tip>, <Warning>, <Info>, <Check>, <Danger>. */
export const renderCallout: ComponentRenderer = async (context, props, children) => {
  const requested = text(props.variant);
  const variant: CalloutVariant = requested && requested in CALLOUT_VARIANTS ? (requested as CalloutVariant) : 'custom';
  const preset = CALLOUT_VARIANTS[variant];
  const icon = text(props.icon);
  // A preset's icon is drawn by callout.css (the span left empty): the same on every page.
  const svg = icon ? renderIconHtml(icon, props.iconType, 'mk-icon', describeUse(context.url, '<Callout>')) : '';
  const tint = sanitizeColor(props.color);
  const title = text(props.title);
  const label = !title && variant !== 'custom' ? `<span class="mk-visually-hidden">${escapeHtml(`${preset.label}: `)}</span>` : '';
  const heading = title ? `<p class="mk-callout-title">${escapeHtml(title)}</p>` : '';
  return `<div${attr('class', `mk-callout mk-callout-${variant}`)}${attr('style', tint ? `--mk-callout: ${tint}` : undefined)}><span class="mk-callout-icon">${svg}</span><div class="mk-callout-content">${label}${heading}${await children()}</div></div>`;
};

/** A preset callout (<Note> is <Callout variant="note">). */
export function calloutPreset(variant: CalloutVariant): ComponentRenderer {
  return (context, props, children) => renderCallout(context, { ...props, variant }, children);
}
