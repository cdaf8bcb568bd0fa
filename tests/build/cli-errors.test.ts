import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, runCli } from '../support/build-fixture.ts';

const page = '---\ntitle: Intro\n---\n\nHello.\n';
const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('a broken mint.json stops the build with one line per problem', () => {
  it('reports invalid JSON with line and column, and writes nothing', async () => {
    const site = makeSite({ 'mint.json': '{\n  "name": "X"\n  "navigation": []\n}\n', 'intro.mdx': page });
    const out = join(site, 'out');
    const run = await runCli(['build', site, '--out', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('✗ Build failed: 1 problem in');
    expect(run.stderr).toMatch(/error mint.json:3:3: invalid JSON — expected .*comma/);
    expect(existsSync(out)).toBe(false);
    noStackTrace(run.stderr + run.stdout);
  });

  it('reports every schema problem together, with path, expectation, finding and fix', async () => {
    const config = {
      name: 'X',
      colors: { primary: 'green' },
      navigation: [{ group: 'G', pages: ['intro', 42] }],
      topbarCtaButton: { type: 'link', url: 'https://x.test' },
    };
    const site = makeSite({ 'mint.json': JSON.stringify(config, null, 2), 'intro.mdx': page });
    const run = await runCli(['build', site, '--out', join(site, 'out')]);
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.includes('error mint.json'));
    expect(lines.length).toBe(3);
    // Where each value is written (a missing key: at the object that lacks it), then its JSON path.
    expect(run.stderr).toContain('error mint.json:4:16: colors.primary: expected');
    expect(run.stderr).toContain('error mint.json:11:9: navigation[0].pages[1]: expected');
    expect(run.stderr).toContain('error mint.json:15:22: topbarCtaButton.name: expected');
    for (const line of lines) expect(line).toMatch(/expected .+, found .+ — .+/);
    noStackTrace(run.stderr);
    // `mintaka check` says the same, at the same positions.
    const check = await runCli(['check', site]);
    for (const line of lines) {
      const [, where, message] = /error (\S+): (.*)$/.exec(line)!;
      expect(check.stdout).toContain(`${where}  error  ${message}`);
    }
  });

  it('keeps an existing output folder untouched when the build fails', async () => {
    const site = makeSite({ 'mint.json': '{ "name": 1 }', 'intro.mdx': page });
    const out = join(site, 'out');
    mkdirSync(out);
    writeFileSync(join(out, 'previous.html'), 'previous build');
    const run = await runCli(['build', site, '--out', out]);
    expect(run.code).toBe(1);
    expect(readFileSync(join(out, 'previous.html'), 'utf8')).toBe('previous build');
  });

  it('names a folder without docs.json or mint.json', async () => {
    const site = makeSite({ 'intro.mdx': page });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`no docs.json or mint.json in ${site}`);
  });
});

describe('a broken page stops the build', () => {
  it('reports invalid frontmatter as file:line:column with the reason', async () => {
    const site = makeSite({
      'mint.json': JSON.stringify({ name: 'X', colors: { primary: '#000000' }, navigation: [{ group: 'G', pages: ['intro'] }] }),
      'intro.mdx': page,
      'guides/bad.mdx': '---\ntitle: Intro\ndescription: a: b: c\n---\n\nBody.\n',
    });
    const run = await runCli(['build', site, '--out', join(site, 'out')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/error guides\/bad\.mdx:3:\d+: invalid frontmatter: .+/);
    expect(existsSync(join(site, 'out'))).toBe(false);
    noStackTrace(run.stderr);
  });
});

describe('command line', () => {
  it('prints usage for an unknown command', async () => {
    const run = await runCli(['deploy']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mintaka: unknown command "deploy"');
    expect(run.stderr).toContain('mintaka build [folder] [--out DIR]');
  });
});

describe('GitHub call-to-action', () => {
  it('shows the star count fetched at build time', async () => {
    const api = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/repos/acme/widgets' ? { stargazers_count: 12345 } : {}));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = (api.address() as { port: number }).port;
    const site = makeSite({
      'mint.json': JSON.stringify({
        name: 'X',
        colors: { primary: '#000000' },
        topbarCtaButton: { type: 'github', url: 'https://github.com/acme/widgets' },
        navigation: [{ group: 'G', pages: ['intro'] }],
      }),
      'intro.mdx': page,
    });
    const out = join(site, 'out');
    const run = await runCli(['build', site, '--out', out], { MINTAKA_OFFLINE: '0', MINTAKA_GITHUB_API: `http://127.0.0.1:${port}` });
    api.close();
    expect(run.code, run.stderr).toBe(0);
    const html = readFileSync(join(out, 'intro/index.html'), 'utf8');
    expect(html).toContain('aria-label="GitHub repository acme/widgets, 12345 stars"');
    expect(html).toMatch(/<span class="mk-stars">.*12\.3k<\/span>/s);
  });
});
