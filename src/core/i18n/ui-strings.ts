// The words Mintaka itself puts on a page (search, "On this page", previous/next, copy,
// feedback...), per language of docs.json's `languages`. A page in a language without a
// dictionary gets English. `{query}` and `{date}` are filled in by the caller.

export interface UiStrings {
  search: string;
  searchPrompt: string;
  closeSearch: string;
  clearSearch: string;
  searchResults: string;
  noResults: string;
  onThisPage: string;
  previous: string;
  next: string;
  pagination: string;
  helpful: string;
  yes: string;
  no: string;
  thanks: string;
  suggestEdits: string;
  raiseIssue: string;
  copy: string;
  copied: string;
  skipToContent: string;
  darkMode: string;
  navigationMenu: string;
  version: string;
  language: string;
  lastModified: string;
  dismiss: string;
}

const en: UiStrings = {
  search: 'Search',
  searchPrompt: 'Search...',
  closeSearch: 'Close search',
  clearSearch: 'Clear the search',
  searchResults: 'Search results',
  noResults: 'No results for “{query}”',
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Previous and next pages',
  helpful: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thank you for your feedback!',
  suggestEdits: 'Suggest edits',
  raiseIssue: 'Raise issue',
  copy: 'Copy',
  copied: 'Copied',
  skipToContent: 'Skip to content',
  darkMode: 'Dark mode',
  navigationMenu: 'Navigation menu',
  version: 'Version',
  language: 'Language',
  lastModified: 'Last modified on {date}',
  dismiss: 'Dismiss',
};

const DICTIONARIES: Record<string, UiStrings> = {
  en,
  fr: {
    search: 'Rechercher', searchPrompt: 'Rechercher...', closeSearch: 'Fermer la recherche', clearSearch: 'Effacer la recherche', searchResults: 'Résultats de recherche',
    noResults: 'Aucun résultat pour « {query} »', onThisPage: 'Sur cette page', previous: 'Précédent', next: 'Suivant',
    pagination: 'Pages précédente et suivante', helpful: 'Cette page vous a-t-elle été utile ?', yes: 'Oui', no: 'Non',
    thanks: 'Merci pour votre retour !', suggestEdits: 'Suggérer des modifications', raiseIssue: 'Signaler un problème',
    copy: 'Copier', copied: 'Copié', skipToContent: 'Aller au contenu', darkMode: 'Mode sombre', navigationMenu: 'Menu de navigation',
    version: 'Version', language: 'Langue', lastModified: 'Dernière modification le {date}', dismiss: 'Fermer',
  },
  de: {
    search: 'Suchen', searchPrompt: 'Suchen...', closeSearch: 'Suche schließen', clearSearch: 'Suche löschen', searchResults: 'Suchergebnisse',
    noResults: 'Keine Ergebnisse für „{query}“', onThisPage: 'Auf dieser Seite', previous: 'Zurück', next: 'Weiter',
    pagination: 'Vorherige und nächste Seite', helpful: 'War diese Seite hilfreich?', yes: 'Ja', no: 'Nein',
    thanks: 'Danke für Ihr Feedback!', suggestEdits: 'Änderungen vorschlagen', raiseIssue: 'Problem melden',
    copy: 'Kopieren', copied: 'Kopiert', skipToContent: 'Zum Inhalt springen', darkMode: 'Dunkelmodus', navigationMenu: 'Navigationsmenü',
    version: 'Version', language: 'Sprache', lastModified: 'Zuletzt geändert am {date}', dismiss: 'Schließen',
  },
  es: {
    search: 'Buscar', searchPrompt: 'Buscar...', closeSearch: 'Cerrar la búsqueda', clearSearch: 'Borrar la búsqueda', searchResults: 'Resultados de búsqueda',
    noResults: 'No hay resultados para «{query}»', onThisPage: 'En esta página', previous: 'Anterior', next: 'Siguiente',
    pagination: 'Páginas anterior y siguiente', helpful: '¿Te resultó útil esta página?', yes: 'Sí', no: 'No',
    thanks: '¡Gracias por tus comentarios!', suggestEdits: 'Sugerir cambios', raiseIssue: 'Informar de un problema',
    copy: 'Copiar', copied: 'Copiado', skipToContent: 'Saltar al contenido', darkMode: 'Modo oscuro', navigationMenu: 'Menú de navegación',
    version: 'Versión', language: 'Idioma', lastModified: 'Última modificación: {date}', dismiss: 'Cerrar',
  },
  ja: {
    search: '検索', searchPrompt: '検索...', closeSearch: '検索を閉じる', clearSearch: '検索をクリア', searchResults: '検索結果',
    noResults: '「{query}」に一致する結果はありません', onThisPage: 'このページの内容', previous: '前へ', next: '次へ',
    pagination: '前後のページ', helpful: 'このページは役に立ちましたか？', yes: 'はい', no: 'いいえ',
    thanks: 'フィードバックありがとうございます！', suggestEdits: '編集を提案', raiseIssue: '問題を報告',
    copy: 'コピー', copied: 'コピーしました', skipToContent: 'コンテンツへスキップ', darkMode: 'ダークモード', navigationMenu: 'ナビゲーションメニュー',
    version: 'バージョン', language: '言語', lastModified: '最終更新日: {date}', dismiss: '閉じる',
  },
  zh: {
    search: '搜索', searchPrompt: '搜索...', closeSearch: '关闭搜索', clearSearch: '清除搜索', searchResults: '搜索结果',
    noResults: '没有与“{query}”相关的结果', onThisPage: '本页内容', previous: '上一页', next: '下一页',
    pagination: '上一页和下一页', helpful: '此页面对您有帮助吗？', yes: '是', no: '否',
    thanks: '感谢您的反馈！', suggestEdits: '建议修改', raiseIssue: '报告问题',
    copy: '复制', copied: '已复制', skipToContent: '跳到正文', darkMode: '深色模式', navigationMenu: '导航菜单',
    version: '版本', language: '语言', lastModified: '最后更新于 {date}', dismiss: '关闭',
  },
  'pt-BR': {
    search: 'Pesquisar', searchPrompt: 'Pesquisar...', closeSearch: 'Fechar a pesquisa', clearSearch: 'Limpar a pesquisa', searchResults: 'Resultados da pesquisa',
    noResults: 'Nenhum resultado para “{query}”', onThisPage: 'Nesta página', previous: 'Anterior', next: 'Próximo',
    pagination: 'Páginas anterior e seguinte', helpful: 'Esta página foi útil?', yes: 'Sim', no: 'Não',
    thanks: 'Obrigado pelo seu feedback!', suggestEdits: 'Sugerir alterações', raiseIssue: 'Relatar um problema',
    copy: 'Copiar', copied: 'Copiado', skipToContent: 'Pular para o conteúdo', darkMode: 'Modo escuro', navigationMenu: 'Menu de navegação',
    version: 'Versão', language: 'Idioma', lastModified: 'Última modificação em {date}', dismiss: 'Fechar',
  },
  ko: {
    search: '검색', searchPrompt: '검색...', closeSearch: '검색 닫기', clearSearch: '검색 지우기', searchResults: '검색 결과',
    noResults: '“{query}”에 대한 결과가 없습니다', onThisPage: '이 페이지의 내용', previous: '이전', next: '다음',
    pagination: '이전 및 다음 페이지', helpful: '이 페이지가 도움이 되었나요?', yes: '예', no: '아니요',
    thanks: '의견을 보내 주셔서 감사합니다!', suggestEdits: '수정 제안', raiseIssue: '문제 보고',
    copy: '복사', copied: '복사됨', skipToContent: '본문으로 건너뛰기', darkMode: '다크 모드', navigationMenu: '탐색 메뉴',
    version: '버전', language: '언어', lastModified: '마지막 수정: {date}', dismiss: '닫기',
  },
  it: {
    search: 'Cerca', searchPrompt: 'Cerca...', closeSearch: 'Chiudi la ricerca', clearSearch: 'Cancella la ricerca', searchResults: 'Risultati della ricerca',
    noResults: 'Nessun risultato per «{query}»', onThisPage: 'In questa pagina', previous: 'Precedente', next: 'Successivo',
    pagination: 'Pagine precedente e successiva', helpful: 'Questa pagina ti è stata utile?', yes: 'Sì', no: 'No',
    thanks: 'Grazie per il tuo feedback!', suggestEdits: 'Suggerisci modifiche', raiseIssue: 'Segnala un problema',
    copy: 'Copia', copied: 'Copiato', skipToContent: 'Vai al contenuto', darkMode: 'Modalità scura', navigationMenu: 'Menu di navigazione',
    version: 'Versione', language: 'Lingua', lastModified: 'Ultima modifica il {date}', dismiss: 'Chiudi',
  },
};

/** Language codes Mintlify accepts that share another code's dictionary. */
const ALIASES: Record<string, string> = {
  cn: 'zh', 'zh-Hans': 'zh', 'zh-CN': 'zh', 'zh-Hant': 'zh', 'zh-TW': 'zh', jp: 'ja', 'ja-jp': 'ja', 'ja-JP': 'ja',
  pt: 'pt-BR', 'fr-CA': 'fr', 'fr-ca': 'fr',
};

/** The dictionary of a language code; English when there is none. */
export function uiStrings(language: string | undefined): UiStrings {
  if (!language) return en;
  return DICTIONARIES[language] ?? DICTIONARIES[ALIASES[language] ?? ''] ?? DICTIONARIES[language.split('-')[0]!] ?? en;
}

/** The value for `<html lang>`: a BCP 47 tag (`cn` and `jp` are Mintlify's own codes). */
export function htmlLang(language: string | undefined): string {
  if (!language) return 'en';
  if (language === 'cn') return 'zh';
  if (language === 'jp' || language === 'ja-jp') return 'ja';
  if (language === 'fr-ca') return 'fr-CA';
  return language;
}

/** A language's name in itself (`fr` → `Français`), for the language switcher. */
export function languageName(language: string): string {
  const tag = htmlLang(language);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // Not a tag Intl knows: the code itself.
  }
  return language;
}

/** `{query}` and `{date}` in a string, filled in. */
export function fillString(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
