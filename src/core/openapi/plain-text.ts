// A short Markdown description as plain text (page descriptions, one-line response summaries):
// links and images become their text, tags and emphasis marks go. Underscores inside words stay:
// `user_group_id` is an identifier, not emphasis.

export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`]+/g, '')
    .replace(/(^|[^\p{L}\p{N}_])_+|_+(?=[^\p{L}\p{N}_]|$)/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
