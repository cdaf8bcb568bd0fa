// `mintaka upgrade [folder]`: writes docs.json beside mint.json (never over an existing one)
// and lists what it could not carry over. The new file is read back as a build would read it,
// so a docs.json Mintaka cannot build is never left behind.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDocsConfig } from '../config/docs/load.ts';
import { loadMintConfig } from '../config/load.ts';
import { upgradeMintConfig } from '../config/mint/upgrade.ts';
import { printErrors, printWarnings, step } from './report.ts';

export function runUpgrade(options: { docsDir: string }): number {
  const { docsDir } = options;
  const target = join(docsDir, 'docs.json');
  if (existsSync(target)) {
    printErrors(`docs.json already exists in ${docsDir}`, ['docs.json: mintaka upgrade never writes over it — move it away to upgrade mint.json again']);
    return 1;
  }
  const loaded = loadMintConfig(docsDir);
  if (!loaded.ok) {
    printErrors('mint.json cannot be upgraded until it is valid', loaded.errors);
    return 1;
  }
  const raw = JSON.parse(readFileSync(join(docsDir, 'mint.json'), 'utf8').replace(/^\uFEFF/, '')) as Record<string, unknown>;
  const { docs, notCarried } = upgradeMintConfig(loaded.config, raw);
  writeFileSync(target, `${JSON.stringify(docs, null, 2)}\n`);
  const check = loadDocsConfig(docsDir);
  if (!check.ok) {
    rmSync(target);
    printErrors('the upgraded docs.json did not validate (a Mintaka bug: please report it); nothing was written', check.errors);
    return 1;
  }
  step(`Wrote docs.json beside mint.json (docs.json is read from now on; mint.json can go once you are happy)`);
  if (notCarried.length) printWarnings(notCarried.map((line) => `not carried over: ${line}`));
  return 0;
}
