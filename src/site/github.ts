/** A GitHub repository named by the config (CTA button or footer socials). */
export interface GithubRepo {
  owner: string;
  repo: string;
  url: string;
}

export function parseGithubRepo(url: string | undefined): GithubRepo | undefined {
  if (!url) return undefined;
  const match = /^https?:\/\/(?:www\.)?github\.com\/([^/\s]+)\/([^/\s#?]+)/i.exec(url);
  if (!match) return undefined;
  const owner = match[1]!;
  const repo = match[2]!.replace(/\.git$/, '');
  return { owner, repo, url: `https://github.com/${owner}/${repo}` };
}

/**
 * Star count for the GitHub call-to-action. The build must not depend on the network: a short
 * timeout, and on any failure `undefined` plus a warning from the caller.
 */
export async function fetchGithubStars(repo: GithubRepo, timeoutMs = 2500): Promise<{ stars?: number; error?: string }> {
  if (process.env.MINTAKA_OFFLINE === '1') return { error: 'offline mode (MINTAKA_OFFLINE=1)' };
  try {
    // MINTAKA_GITHUB_API points at a stand-in server in tests (the build never needs the network).
    const api = process.env.MINTAKA_GITHUB_API ?? 'https://api.github.com';
    const response = await fetch(`${api}/repos/${repo.owner}/${repo.repo}`, {
      headers: { accept: 'application/vnd.github+json', 'user-agent': 'mintaka' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { error: `GitHub answered ${response.status}` };
    const body = (await response.json()) as { stargazers_count?: unknown };
    return typeof body.stargazers_count === 'number' ? { stars: body.stargazers_count } : { error: 'no star count in the answer' };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error && error.message === 'fetch failed'
          ? 'network unreachable'
          : error instanceof Error
            ? error.message
            : String(error);
    return { error: reason };
  }
}

const STARS = Symbol.for('mintaka.github-stars');

/**
 * The star count, asked of GitHub once per process: `mintaka dev` loads the site again when
 * mint.json changes, and neither the wait nor the warning of an unreachable GitHub should come
 * back with every save. `repeated` is true for every answer after the first.
 */
export async function githubStarsOnce(repo: GithubRepo): Promise<{ stars?: number; error?: string; repeated: boolean }> {
  const store = globalThis as unknown as Record<symbol, Map<string, Promise<{ stars?: number; error?: string }>> | undefined>;
  const asked = (store[STARS] ??= new Map());
  const key = `${repo.owner}/${repo.repo}`.toLowerCase();
  const known = asked.get(key);
  if (known) return { ...(await known), repeated: true };
  const answer = fetchGithubStars(repo);
  asked.set(key, answer);
  return { ...(await answer), repeated: false };
}
