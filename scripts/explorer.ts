/**
 * Builds the opening explorer's data (src/explorer/data/):
 *
 *   npm run explorer -- [--games N] [--nodes K] [--max-plies P] [--corpus FILE]
 *
 * - `explorer.txt`: for Belgian Daisy, the 2,589 MiGs games of ../shared/data; for the
 *   other Abalone layouts and Abacus sizes 4–6, the computer's self-play (N games each,
 *   default 200, Medium with K nodes a move, default 1000, each game cut at P plies,
 *   default 200, as unfinished). Positions at least two games reached list every move
 *   played there, up to 40 moves from the start, and each listed move's position is kept,
 *   with its games, however few reached it.
 * - `explorer-games.txt`: the MiGs games' moves, which the app loads only to open one.
 *
 * Self-play is seeded and searched by node budget, so the same options give the same
 * files on any machine. Each variant's games are kept in .cache/explorer as they are
 * played, so a run stopped part way resumes where it stopped.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  clonePosition,
  type Game,
  gameOutcome,
  makeMove,
  makeMoveText,
  makePosition,
  parseMove,
  type Position,
  positionKey,
  replayRecord,
  type ResultText,
  resultText,
  tagValue,
} from '../src/engine';
import { parseRecords } from '../src/engine/apgn';
import { GAME_MODULES, initialPosition, loadAiTable, rulesOf } from '../src/games';
import { think } from '../src/ai/search/think';
import { buildBook, type PlayedGame } from '../src/explorer/build';
import {
  type Explorer,
  type ExplorerBook,
  type ExplorerGame,
  makeExplorer,
} from '../src/explorer/format';
import { makeExplorerGames } from '../src/explorer/gamesFile';
import { makeMoveCode } from '../src/explorer/moveCode';

// Run through scripts/run.mjs, which bundles it elsewhere: paths are from the checkout.
const root = process.cwd();
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    nodes: { type: 'string', default: '1000' },
    'max-plies': { type: 'string', default: '200' },
    corpus: { type: 'string', default: join(root, '..', 'shared', 'data', 'migs-2016-2017.apgn') },
  },
});
const GAMES_PER_VARIANT = Number(values.games);
const NODES = Number(values.nodes);
const MAX_PLIES = Number(values['max-plies']);
const BOOK = { minGames: 2, maxPly: 40 };
const OUT = join(root, 'src', 'explorer', 'data');
const CACHE = join(root, '.cache', 'explorer');

const started = performance.now();

/** The MiGs records' results: "Match nul" is a draw agreed, which the records leave as `*`. */
function resultOf(result: ResultText, termination: string | undefined): ResultText {
  return result === '*' && termination === 'Match nul' ? '1/2-1/2' : result;
}

interface CorpusGame extends PlayedGame {
  readonly meta: Omit<ExplorerGame, 'path' | 'black' | 'white'> & { black: string; white: string };
  readonly code: string;
}

function readCorpus(file: string): { games: CorpusGame[]; start: Position } {
  const parsed = parseRecords(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${file}:${parsed.error.line}: ${parsed.error.message}`);
  const games: CorpusGame[] = [];
  let start: Position | undefined;
  parsed.value.forEach((record, i) => {
    const replay = replayRecord(record, GAME_MODULES);
    if (!replay.ok) throw new Error(`game ${i + 1}: ${replay.error.message}`);
    const { positions, moves, keys } = replay.value;
    start ??= positions[0];
    const result = resultOf(record.result, tagValue(record, 'Termination'));
    games.push({
      keys,
      moves: moves.map((m, ply) => makeMoveText(positions[ply], m)),
      result,
      code: makeMoveCode(positions[0], moves),
      meta: {
        event: tagValue(record, 'Event') ?? '',
        date: tagValue(record, 'Date') ?? '',
        black: tagValue(record, 'Black') ?? '',
        white: tagValue(record, 'White') ?? '',
        result,
        plies: moves.length,
      },
    });
  });
  if (!start) throw new Error(`${file} holds no game`);
  return { games, start };
}

interface SelfPlayVariant {
  readonly game: Game;
  readonly n: number;
  readonly layout: string;
}

const ENGINE_VARIANTS: readonly SelfPlayVariant[] = [
  // Belgian Daisy has the recorded games.
  ...rulesOf('abalone')
    .layouts(5)
    .filter((layout) => layout !== 'belgian')
    .map((layout) => ({ game: 'abalone' as const, n: 5, layout })),
  ...[4, 5, 6].map((n) => ({
    game: 'abacus' as const,
    n,
    layout: rulesOf('abacus').layouts(n)[0],
  })),
];

const variantName = ({ game, n, layout }: SelfPlayVariant): string => `${game}.${n}.${layout}`;

/** One self-play game, as its moves in notation and its result; the same seed, the same game. */
interface SelfPlayed {
  readonly moves: readonly string[];
  readonly result: ResultText;
}

const AIS = await loadAiTable();

function selfPlay(variant: SelfPlayVariant, seed: number): SelfPlayed {
  let pos = initialPosition(variant.game, variant.n, variant.layout);
  const history: Position[] = [pos];
  const moves: string[] = [];
  let outcome = gameOutcome(history);
  while (!outcome && moves.length < MAX_PLIES) {
    const { move } = think(pos, AIS[variant.game].ai, {
      level: 'medium',
      seed: seed * 1009 + moves.length,
      maxNodes: NODES,
      history: history.map(positionKey),
    });
    moves.push(makeMoveText(pos, move));
    pos = clonePosition(pos);
    makeMove(pos, move);
    history.push(pos);
    outcome = gameOutcome(history);
  }
  return { moves, result: resultText(outcome) };
}

/** The variant's self-play games, from the cache where they were played already. */
function selfPlayed(variant: SelfPlayVariant): SelfPlayed[] {
  const file = join(CACHE, `${variantName(variant)}-n${NODES}-p${MAX_PLIES}.json`);
  const games: SelfPlayed[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const t0 = performance.now();
  const before = games.length;
  while (games.length < GAMES_PER_VARIANT) {
    games.push(selfPlay(variant, games.length + 1));
    if (games.length % 10 === 0 || games.length === GAMES_PER_VARIANT) {
      mkdirSync(CACHE, { recursive: true });
      writeFileSync(file, JSON.stringify(games));
    }
  }
  const ms = performance.now() - t0;
  console.log(
    `${variantName(variant)}: ${games.length - before} games played in ${(ms / 1000).toFixed(1)} s, ${before} from the cache`,
  );
  return games.slice(0, GAMES_PER_VARIANT);
}

/** Replays a self-play game for its positions' keys. */
function played(start: Position, game: SelfPlayed): PlayedGame {
  let pos = start;
  const keys = [positionKey(pos)];
  for (const text of game.moves) {
    const move = parseMove(pos, text);
    if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
    pos = clonePosition(pos);
    makeMove(pos, move.value);
    keys.push(positionKey(pos));
  }
  return { keys, moves: game.moves, result: game.result };
}

const corpus = readCorpus(values.corpus);
const players = [...new Set(corpus.games.flatMap((g) => [g.meta.black, g.meta.white]))].sort();
const playerIndex = new Map(players.map((p, i) => [p, i]));
const corpusBuilt = buildBook(corpus.games, BOOK);
const books: ExplorerBook[] = [
  {
    source: 'games',
    variant: 'abalone.5.belgian',
    start: makePosition(corpus.start),
    nodes: corpusBuilt.nodes,
    games: corpus.games.map((g, i) => ({
      ...g.meta,
      black: playerIndex.get(g.meta.black)!,
      white: playerIndex.get(g.meta.white)!,
      path: corpusBuilt.paths[i],
    })),
  },
];
console.log(`MiGs: ${corpus.games.length} games, ${corpusBuilt.nodes.length} positions kept`);

for (const variant of ENGINE_VARIANTS) {
  const start = initialPosition(variant.game, variant.n, variant.layout);
  const games = selfPlayed(variant).map((g) => played(start, g));
  const built = buildBook(games, BOOK);
  books.push({
    source: 'engine',
    variant: variantName(variant),
    start: makePosition(start),
    nodes: built.nodes,
    games: [],
  });
  console.log(
    `${variantName(variant)}: ${games.length} games, ${built.nodes.length} positions kept`,
  );
}

const explorer: Explorer = { players, books };
const text = makeExplorer(explorer);
const gamesText = makeExplorerGames([
  { variant: 'abalone.5.belgian', codes: corpus.games.map((g) => g.code) },
]);
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'explorer.txt'), text);
writeFileSync(join(OUT, 'explorer-games.txt'), gamesText);
const size = (t: string): string =>
  `${(Buffer.byteLength(t) / 1024).toFixed(1)} kB raw, ${(gzipSync(t, { level: 9 }).length / 1024).toFixed(1)} kB gzip`;
console.log(`explorer.txt: ${size(text)}`);
console.log(`explorer-games.txt: ${size(gamesText)}`);
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
