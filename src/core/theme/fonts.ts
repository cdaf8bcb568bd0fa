// `fonts` (docs.json) and `font` (mint.json): a family for body text and one for headings,
// from the docs folder or a URL (`source`), else from Google Fonts by name. No layout shift:
// files are preloaded and shown only if they arrive before the first paint
// (`font-display: optional`); otherwise the page keeps the system font until the next visit.
import type { FontConfig, FontsConfig } from '../../config/site/types.ts';

export interface FontAssets {
  /** `<link>` elements for the head: preloads and Google Fonts stylesheets. */
  links: { rel: string; href: string; as?: string; type?: string; crossorigin?: string }[];
  /** @font-face rules and the custom properties that select the families. */
  css: string;
}

const quote = (family: string) => JSON.stringify(family);
const FALLBACK = 'ui-sans-serif, system-ui, sans-serif';

function sourceUrl(source: string): string {
  return /^(https?:)?\/\//.test(source) ? source : `/${source.replace(/^\.?\//, '')}`;
}

/** The head links and CSS of a site's fonts; empty when it sets none. */
export function fontAssets(fonts: FontsConfig | undefined): FontAssets {
  const assets: FontAssets = { links: [], css: '' };
  if (!fonts) return assets;
  const faces: string[] = [];
  const google = new Map<string, Set<number>>();
  const seen = new Set<string>();
  const add = (font: FontConfig) => {
    const key = `${font.family}\0${font.source ?? ''}\0${font.weight ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (font.source) {
      const url = sourceUrl(font.source);
      const format = font.format ?? (/\.woff$/i.test(font.source) ? 'woff' : 'woff2');
      faces.push(`@font-face{font-family:${quote(font.family)};src:url(${JSON.stringify(url)}) format(${JSON.stringify(format)});font-display:optional${font.weight !== undefined ? `;font-weight:${font.weight}` : ''}}`);
      assets.links.push({ rel: 'preload', href: url, as: 'font', type: `font/${format}`, crossorigin: '' });
    } else {
      const weights = google.get(font.family) ?? new Set<number>();
      weights.add(font.weight ?? 400);
      if (font.weight === undefined) weights.add(700);
      google.set(font.family, weights);
    }
  };
  if (fonts.body) add(fonts.body);
  if (fonts.heading) add(fonts.heading);
  if (google.size > 0) {
    const families = [...google].map(([family, weights]) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@${[...weights].map((w) => Math.round(w)).sort((a, b) => a - b).join(';')}`);
    assets.links.push({ rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: '' });
    assets.links.push({ rel: 'stylesheet', href: `https://fonts.googleapis.com/css2?${families.join('&')}&display=optional` });
  }
  const vars = [fonts.body && `--mk-font:${quote(fonts.body.family)}, ${FALLBACK}`, fonts.heading && `--mk-heading-font:${quote(fonts.heading.family)}, ${FALLBACK}`].filter(Boolean);
  const weights = [
    fonts.body?.weight !== undefined ? `body{font-weight:${fonts.body.weight}}` : '',
    fonts.heading?.weight !== undefined ? `h1,h2,h3,h4,h5,h6{font-weight:${fonts.heading.weight}}` : '',
  ].join('');
  assets.css = `${faces.join('')}${vars.length ? `:root{${vars.join(';')}}` : ''}${weights}`;
  return assets;
}
