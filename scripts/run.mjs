// Runs a TypeScript CLI from scripts/ at full speed. tsx loads every module through a
// per-file transform whose import bindings cost the engine's hot loops ~10× (perft went
// from 80 ms to 900 ms), so CLIs are bundled into one ES module first, then run.
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run.mjs <script.ts> [args...]');
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'node_modules', '.cache', 'hexplay-scripts');
mkdirSync(outDir, { recursive: true });
// One file per process: several checkouts and runs may share node_modules at once.
const outfile = join(outDir, basename(entry).replace(/\.ts$/, `-${process.pid}.mjs`));
// Every game is loaded before the script's own code runs, as the page loads a game before
// it is played: the registry reads a game's module only once it has loaded.
const games = JSON.stringify(join(root, 'src', 'games', 'index.ts'));
await build({
  stdin: {
    contents: `await (await import(${games})).loadAllGames();\nawait import(${JSON.stringify(resolve(entry))});`,
    resolveDir: root,
    sourcefile: 'run-entry.mjs',
  },
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
});
process.argv = [process.argv[0], outfile, ...args];
process.on('exit', () => rmSync(outfile, { force: true }));
await import(pathToFileURL(outfile).href);
