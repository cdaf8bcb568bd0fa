import type { AppearanceConfig, BackgroundConfig, ColorsConfig } from '../../config/site/types.ts';

/**
 * `:root` custom properties for a site's colours. Light mode uses `primary` for links and
 * active items and `dark` for buttons; dark mode uses `light` (Mintlify's semantics).
 */
export function themeCustomProperties(colors: ColorsConfig, background: BackgroundConfig = {}): string {
  const image = background.image?.light;
  const vars: Record<string, string | undefined> = {
    '--mk-primary': colors.primary,
    '--mk-primary-light': colors.light ?? colors.primary,
    '--mk-primary-dark': colors.dark ?? colors.primary,
    '--mk-bg-light': background.color?.light,
    '--mk-bg-dark': background.color?.dark,
    '--mk-anchor-color': typeof colors.anchors === 'string' ? colors.anchors : undefined,
    '--mk-bg-image': image ? `url(${JSON.stringify(image)})` : undefined,
  };
  const body = Object.entries(vars)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

/** CSS `background` for an anchor icon: a colour or a gradient (`from`, `via`, `to`). */
export function anchorBackground(color: string | { from: string; via?: string; to: string } | undefined): string | undefined {
  if (!color) return undefined;
  if (typeof color === 'string') return color;
  return `linear-gradient(45deg, ${[color.from, color.via, color.to].filter(Boolean).join(', ')})`;
}

/**
 * The inline script that sets the theme before first paint (no flash of the wrong mode):
 * forced mode (`strict` with a default), else the reader's stored choice, else
 * `appearance.default`, else the OS.
 */
/** Black or white, whichever reads better on a hex background (WCAG relative luminance). */
export function readableTextOn(hex: string): '#ffffff' | '#111111' {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // The text colour with the higher contrast ratio against the background.
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111111' : '#ffffff';
}

/** The banner's storage key: a short hash of its text, so a new text shows again. */
export function bannerKey(content: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < content.length; i++) hash = Math.imul(hash ^ content.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export function themeBootScript(appearance: AppearanceConfig, versions: { names: string[]; pageVersion?: string; defaultVersion?: string }, banner?: string): string {
  // A banner the reader closed stays closed (Banner.astro), hidden before the first paint.
  const closed = banner ? `try{localStorage['mk-banner']===${JSON.stringify(banner)}&&(document.documentElement.dataset.bannerDismissed='')}catch{}` : '';
  const preferred = appearance.default === 'system' ? undefined : appearance.default;
  const forced = appearance.strict && preferred ? preferred : '';
  // Every byte ships in every page's <head>: a block, not a function, scopes the variables, and
  // a forced mode needs no stored choice.
  const read = forced ? '' : `let t;try{t=localStorage['mk-theme']}catch{}`;
  const theme = forced ? JSON.stringify(forced) : `t||${preferred ? JSON.stringify(preferred) : `(matchMedia('(prefers-color-scheme:dark)').matches?'dark':'light')`}`;
  if (!versions.names.length) return `{${read}document.documentElement.dataset.theme=${theme}${closed ? `;${closed}` : ''}}`;
  const names = JSON.stringify(versions.names);
  return (
    `{const d=document.documentElement;${read}d.dataset.theme=${theme};` +
    `let v=${JSON.stringify(versions.pageVersion ?? '')};try{v=v||localStorage.getItem('mk-version')||''}catch{}if(!${names}.includes(v))v=${JSON.stringify(versions.defaultVersion ?? '')};d.dataset.version=v${closed ? `;${closed}` : ''}}`
  );
}
