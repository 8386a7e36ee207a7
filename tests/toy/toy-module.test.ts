/**
 * The toy Hex game's module (hex-module.ts) used as shared code uses a registered game's:
 * records read through the engine's table of rules, the shared search plays with its AI
 * profile, and its speech and outcome text are what the announcer would say.
 */
import { expect, test } from 'vitest';
import { Searcher, WIN_BOUND } from '../../src/ai/search/search';
import {
  BLACK,
  boardOf,
  EMPTY,
  fromSetup,
  GAMES,
  type GameTable,
  moveInfo,
  outcome,
  parseMove,
  play,
  replayRecord,
  WHITE,
} from '../../src/engine';
import { parseRecords } from '../../src/engine/apgn';
import { GAME_MODULES } from '../../src/games';
import { en } from '../../src/i18n/en';
import { hexModule } from './hex/index';
import { HEX } from './hex/rules';
import { HEX_WORDS } from './hex/words/index';

/** The registry's games and the toy, as a reader that knows all three would hold them. */
const WITH_HEX: GameTable = { ...GAME_MODULES, [HEX]: hexModule };

/** On n=3, Black's chain from row A to row E lacks only c2 or c3; White's stones join nothing. */
function nearlyJoined() {
  const board = boardOf(3);
  const cells = new Array<number>(board.cellCount).fill(EMPTY);
  for (const label of ['A1', 'B2', 'D3', 'E3']) cells[board.labels.indexOf(label)] = BLACK;
  for (const label of ['A3', 'B4', 'C5', 'D5']) cells[board.labels.indexOf(label)] = WHITE;
  const made = fromSetup(
    { game: HEX, n: 3, cells, turn: 'black', extras: { black: 0, white: 0 } },
    hexModule.rules,
  );
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

test("a record of the toy game replays through the engine, given the toy's rules", () => {
  const parsed = parseRecords('[Game "Hex"]\n[Size "3"]\n\n1. c3 a1 2. b2 *\n');
  if (!parsed.ok) throw new Error(parsed.error.message);
  const replayed = replayRecord(parsed.value[0], WITH_HEX);
  expect(replayed.ok && replayed.value.moves.length).toBe(3);
  // The registry's own games read it only once the toy is one of them.
  expect(replayRecord(parsed.value[0], GAME_MODULES).ok).toBe(
    (GAMES as readonly string[]).includes(HEX),
  );
});

test('a record without a Game tag is the game that owns such records, if the table has one', () => {
  const parsed = parseRecords('1. c3 a1 *\n');
  if (!parsed.ok) throw new Error(parsed.error.message);
  const onlyHex = { [HEX]: hexModule } as unknown as GameTable;
  const alone = replayRecord(parsed.value[0], onlyHex);
  expect(alone.ok).toBe(false);
  if (!alone.ok)
    expect(alone.error.message).toBe(
      'the record has no Game tag, and no game reads records without one',
    );
  // With Abalone in the table, the untitled record is Abalone's, and c3 is no Abalone move.
  const withAbalone = replayRecord(parsed.value[0], WITH_HEX);
  expect(withAbalone.ok).toBe(false);
  if (!withAbalone.ok) expect(withAbalone.error.ply).toBe(1);
});

test("the shared search finds the toy's winning move with its AI profile", () => {
  const pos = nearlyJoined();
  const found = new Searcher(12).search(pos, hexModule.ai.player(pos.turn), { maxDepth: 2 });
  expect(found.score).toBeGreaterThan(WIN_BOUND);
  expect(outcome(play(pos, found.move))?.winner).toBe('black');
});

test('its speech and outcome text say what happened', () => {
  const pos = nearlyJoined();
  const move = parseMove(pos, 'c3');
  if (!move.ok) throw new Error(move.error.message);
  const info = moveInfo(pos, move.value);
  expect(hexModule.speech.sound(info)).toBe('place');
  expect(
    hexModule.speech.say(info, 'black', (c) => pos.board.labels[c].toLowerCase(), HEX_WORDS.en),
  ).toBe('Black places a stone on c3');
  expect(
    hexModule.outcomeText(
      HEX_WORDS.en,
      { winner: 'black', reason: 'target' },
      pos,
      String,
      en.play.players,
    ),
  ).toBe('Black joins the sides');
});
