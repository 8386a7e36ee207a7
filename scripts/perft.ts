// npm run perft -- "<position string>" <depth> [--divide]
import { divide, makeMoveText, perft } from '../src/engine';
import { parsePosition } from '../src/games';

function fail(message: string): never {
  process.stderr.write(`perft: ${message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const [text, depthText, ...extra] = args.filter((a) => !a.startsWith('--'));
for (const flag of flags)
  if (flag !== '--divide') fail(`unknown option ${flag}; the only option is --divide`);
if (text === undefined || depthText === undefined || extra.length > 0) {
  fail('usage: npm run perft -- "<position string>" <depth> [--divide]');
}
if (!/^\d+$/.test(depthText) || Number(depthText) < 1 || Number(depthText) > 12) {
  fail(`depth must be a whole number from 1 to 12, not '${depthText}'`);
}
const depth = Number(depthText);
const parsed = parsePosition(text);
if (!parsed.ok) fail(parsed.error.message);
const pos = parsed.value;

for (let d = 1; d <= depth; d++) {
  const start = performance.now();
  const count = perft(pos, d);
  console.log(`${d} ${count} ${Math.round(performance.now() - start)}`);
}
if (flags.includes('--divide')) {
  for (const { move, count } of divide(pos, depth)) {
    console.log(`${makeMoveText(pos, move)} ${count}`);
  }
}
