// Code sample targets: ids, the names Mintlify accepts for them in
// `api.request.example.languages` and `x-codeSamples[].lang`, and how they are shown.

export const SNIPPET_TARGETS = ['bash', 'python', 'javascript', 'node', 'php', 'go', 'java', 'ruby'] as const;
export type SnippetTarget = (typeof SNIPPET_TARGETS)[number];

/**
 * Mintlify's default `api.request.example.languages`: cURL, Python, JavaScript, PHP, Go and Java.
 * Ruby (and Node.js) are generated where a site names them there, as Mintlify does; shown by
 * default, every API page had a tab a Mintlify site does not have, and each build highlighted
 * its samples with Ruby's grammar, which embeds a dozen others (HTML, SQL, GraphQL, C++...):
 * 0.12 s of a thread, cold.
 */
export const DEFAULT_SNIPPET_LANGUAGES: readonly SnippetTarget[] = ['bash', 'python', 'javascript', 'php', 'go', 'java'];

export const SNIPPET_TARGET_INFO: Record<SnippetTarget, { label: string; highlight: string }> = {
  bash: { label: 'cURL', highlight: 'bash' },
  python: { label: 'Python', highlight: 'python' },
  javascript: { label: 'JavaScript', highlight: 'javascript' },
  node: { label: 'Node.js', highlight: 'javascript' },
  php: { label: 'PHP', highlight: 'php' },
  go: { label: 'Go', highlight: 'go' },
  java: { label: 'Java', highlight: 'java' },
  ruby: { label: 'Ruby', highlight: 'ruby' },
};

const ALIASES: Record<string, SnippetTarget> = {
  bash: 'bash',
  curl: 'bash',
  sh: 'bash',
  shell: 'bash',
  python: 'python',
  py: 'python',
  python3: 'python',
  javascript: 'javascript',
  js: 'javascript',
  node: 'node',
  nodejs: 'node',
  'node.js': 'node',
  php: 'php',
  go: 'go',
  golang: 'go',
  java: 'java',
  ruby: 'ruby',
  rb: 'ruby',
};

/** `curl`, `Shell`, `py`, `golang`, `rb`… → the target id; undefined for languages we do not generate. */
export function resolveSnippetTarget(name: string): SnippetTarget | undefined {
  return ALIASES[name.trim().toLowerCase()];
}
