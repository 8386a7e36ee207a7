import { existsSync, readFileSync } from 'node:fs';
import { type Move, positionKey, replayRecord } from '../../src/engine';
import { parseRecords } from '../../src/engine/apgn';
import { GAME_MODULES, initialPosition } from '../../src/games';
import type { SprtArgs } from './sprt-args';
import { recordedOpenings } from './sprt-openings';

/**
 * The openings' moves, one list per pair, or undefined where the corpus does not fit
 * (the pairs then get random ones); and where they came from, for the header. `corpus`
 * is read when `args.openings` names no file; `usage` ends the run on a bad file.
 */
export function corpusOpenings(
  args: Pick<SprtArgs, 'openings' | 'game' | 'size' | 'layout' | 'seed'>,
  corpus: string,
  usage: (message: string) => never,
): { openings?: Move[][]; source: string } {
  const file = args.openings ?? corpus;
  if (!existsSync(file)) {
    if (args.openings !== undefined) usage(`cannot read ${file}`);
    return { source: 'random 2-4 plies' };
  }
  const parsed = parseRecords(readFileSync(file, 'utf8'));
  if (!parsed.ok) usage(`${file}:${parsed.error.line}: ${parsed.error.message}`);
  const start = initialPosition(args.game, args.size, args.layout);
  const games: Move[][] = [];
  for (const record of parsed.value) {
    const replay = replayRecord(record, GAME_MODULES);
    if (!replay.ok || positionKey(replay.value.positions[0]) !== positionKey(start)) continue;
    games.push([...replay.value.moves]);
  }
  if (games.length === 0) {
    if (args.openings !== undefined) usage(`no game of ${file} starts from the match's position`);
    return { source: 'random 2-4 plies' };
  }
  const openings = recordedOpenings(start, games, args.seed);
  return {
    openings,
    source: `${openings.length} positions after 2-8 plies of ${games.length} games of ${file}`,
  };
}
