import { htmlLang } from '../i18n/ui-strings.ts';
import type { SiteNavigation } from '../navigation/types.ts';

// The versions and languages an agent can keep the MCP server's search to, as the site's
// readers choose them. mint.json: versions, some of them languages (`locale`), both search
// filters on every page (search-page.ts). docs.json: version and language switchers; a page's
// version is a filter, its language is the page's <html lang>, by which Pagefind keeps one
// index per language (serve/site-search.ts picks the index).

export interface SearchScopes {
  versions: string[];
  /** Language codes as the pages' <html lang> and the filters spell them. */
  languages: string[];
  /** docs.json: the language the plain URLs show, searched when no language is asked for. */
  defaultLanguage?: string;
}

export function searchScopesOf(navigation: SiteNavigation): SearchScopes {
  const versions = navigation.versions.filter((version) => !version.url);
  if (versions.length > 0 || !navigation.scopes) {
    return { versions: versions.map((v) => v.name), languages: [...new Set(versions.flatMap((v) => (v.locale ? [v.locale] : [])))] };
  }
  const found = { versions: new Set<string>(), languages: new Set<string>() };
  let defaultLanguage: string | undefined;
  for (const scope of navigation.scopes) {
    for (const level of scope.levels) {
      const option = navigation.options?.[level.options]?.[level.current];
      if (!option || option.external) continue;
      if (level.kind === 'version') found.versions.add(option.name);
      if (level.kind === 'language' && option.language) {
        const code = htmlLang(option.language);
        found.languages.add(code);
        if (scope.isDefault) defaultLanguage ??= code;
      }
    }
  }
  return { versions: [...found.versions], languages: [...found.languages], ...(defaultLanguage ? { defaultLanguage } : {}) };
}
