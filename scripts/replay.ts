// npm run replay -- <file>: replays every game of an APGN file, one line per game.
import { readFileSync } from 'node:fs';
import { makePosition, replayRecord, resultText } from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { GAME_MODULES } from '../src/games';

const [file, ...extra] = process.argv.slice(2);
if (file === undefined || extra.length > 0) {
  process.stderr.write('usage: npm run replay -- <file>\n');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  process.stderr.write(`replay: cannot read ${file}: ${(e as Error).message}\n`);
  process.exit(2);
}
const records = parseRecords(text);
if (!records.ok) {
  const { line, column, token, message } = records.error;
  const at = token === '' ? '' : ` at '${token}'`;
  process.stderr.write(`replay: ${file}:${line}:${column}${at}: ${message}\n`);
  process.exit(2);
}
let bad = 0;
const lines: string[] = [];
records.value.forEach((record, i) => {
  const replay = replayRecord(record, GAME_MODULES);
  if (replay.ok) {
    const { moves, positions, outcome } = replay.value;
    const last = positions[positions.length - 1];
    lines.push(`${i + 1} ${moves.length} ${resultText(outcome)} ${makePosition(last)}`);
  } else {
    bad++;
    const { ply, token, message } = replay.error;
    lines.push(`${i + 1} error at ply ${ply} (${token}): ${message}`);
  }
});
process.stdout.write(lines.join('\n') + (lines.length > 0 ? '\n' : ''));
process.exitCode = bad > 0 ? 1 : 0;
