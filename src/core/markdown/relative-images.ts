/**
 * Whether a page may have a Markdown image with a relative URL (`![](images/a.png)`), the kind
 * Astro's image service takes over (remarkCollectImages: neither a URL nor a path from the site's
 * root). Looked at in the source, so it errs towards yes: a reference image (`![a][ref]`) or an
 * image written in a code block counts. Images at `/images/...` or `https://...`, what real
 * sites write, and HTML `<img>` do not.
 */
export function mayHaveRelativeImage(source: string): boolean {
  for (let at = source.indexOf('!['); at !== -1; at = source.indexOf('![', at + 2)) {
    const close = source.indexOf(']', at + 2);
    if (close === -1) return true;
    if (source[close + 1] !== '(') return true;
    const url = source.slice(close + 2, close + 2 + 256).replace(/^[\s<]+/, '');
    if (!(url.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(url))) return true;
  }
  return false;
}
