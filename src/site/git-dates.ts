// Last-modified dates of a docs folder's files from git, for `metadata.timestamp`: one
// `git log` over the folder (newest commit first), not one per page. A folder outside a git
// repository, or without git, simply has no dates.
import { spawnSync } from 'node:child_process';

/** Docs-relative file path → ISO date of the last commit that changed it. */
export function readGitDates(docsDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  const result = spawnSync('git', ['log', '--format=%x00%cI', '--name-only', '--relative', '--no-renames', '--', '.'], {
    cwd: docsDir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0 || typeof result.stdout !== 'string') return dates;
  let date = '';
  for (const line of result.stdout.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1);
    else if (line && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}
