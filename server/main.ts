// Entry point: `node server/main.ts [command]` (npm run server). See server/README.md.

// node:sqlite still prints an ExperimentalWarning on load; the API is stable enough for this
// server and the warning would bury the credentials printed on first start. Other warnings pass.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (text.includes('SQLite is an experimental feature')) return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;

// Imported after the filter is in place, since loading node:sqlite emits the warning.
const { runCli } = await import('./cli.ts');

try {
  const code = await runCli(process.argv.slice(2), process.env);
  process.exitCode = code;
} catch (error) {
  console.error(`User Group API: ${(error as Error).message}`);
  process.exitCode = 1;
}

export {};
