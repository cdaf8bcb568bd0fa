// Screenshots pages of a built site: node scripts/screenshot.ts <dist> <out-dir> /path [/path...]
// Add `dark:` before a path for dark mode, `mobile:` for a narrow viewport.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer } from '../src/cli/static-server.ts';
import { launchBrowser } from '../tests/support/browser.ts';

const [dist, outDir, ...paths] = process.argv.slice(2);
if (!dist || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.ts <dist> <out-dir> /path [dark:/path mobile:/path ...]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const { server, url } = await startStaticServer(dist, 0);
const browser = await launchBrowser();
for (const spec of paths) {
  const dark = spec.includes('dark:');
  const mobile = spec.includes('mobile:');
  const path = spec.replace(/^(dark:|mobile:)+/, '');
  const context = await browser.newContext({ viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  if (dark) await page.addInitScript(() => localStorage.setItem('mk-theme', 'dark'));
  else await page.addInitScript(() => localStorage.setItem('mk-theme', 'light'));
  await page.goto(url + path, { waitUntil: 'networkidle' });
  const file = join(outDir, `${(dark ? 'dark-' : '') + (mobile ? 'mobile-' : '')}${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`);
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
  await context.close();
}
await browser.close();
server.close();
