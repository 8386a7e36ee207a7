/**
 * The toy Hex game (hex-rules.ts, hex-input.ts) as a whole game module, the shape a game
 * takes in the registry (src/games/index.ts). Typed `GameModule`, it makes a piece a third
 * game would forget a compile error here too. The app does not offer it: only
 * toy-registered.test.tsx adds it to `GAMES` and `GAME_ENTRIES`, as a real game is added.
 */
import type { Evaluator } from '../../src/ai/search/search';
import type { GameEntry, GameModule } from '../../src/games';
import { HEX_BOARD_SETTINGS } from './hex-board-settings';
import { hexInput } from './hex-input';
import { HEX, hexRules } from './hex-rules';
import { HEX_LEARN_WORDS, HEX_WORDS, type HexWords } from './hex-words';

/** No judgement of its own: the search finds a win or a loss, and calls the rest even. */
const hexEvaluator: Evaluator = {
  quiescence: false,
  repetition: false,
  evaluate: () => 0,
  tactical: () => 0,
  decided: (pos) => hexRules.outcome(pos, 1) !== undefined,
  tacticalMoves: () => 0,
  // A position without moves is full or won, and the player who just moved made it so.
  terminal: () => -1,
  nullMove: false,
  futilityMargin: 0,
};

export const hexModule: GameModule<HexWords> = {
  rules: hexRules,
  input: hexInput,
  ai: {
    evaluator: hexEvaluator,
    player: () => hexEvaluator,
    unit: 1,
    lead: () => 0,
    defender: () => hexEvaluator,
    review: { margins: { inaccuracy: 0.5, mistake: 1, blunder: 2 }, winLead: 3, scale: 1 },
  },
  speech: {
    sound: () => 'place',
    say: (info, player, name, words) => words.speech.place(player, name(info.to[0])),
  },
  learn: {
    hasTutorial: false,
    load: async (language) => ({
      page: [{ id: 'hex-aim', diagrams: ['hex-join'] }],
      diagrams: {
        'hex-join': {
          game: HEX,
          position: 'hex 3/4/5/4/3 b',
          highlight: ['a1', 'e3'],
          arrows: [],
          move: 'c3',
        },
      },
      words: await HEX_LEARN_WORDS[language](),
    }),
  },
  outcomeText: (words, outcome, _pos, _number, players) =>
    words.outcome.joined(players[outcome.winner ?? 'black']),
};

/** The toy as the registry lists it: its words and settings, and the module above. */
export const hexEntry: GameEntry<HexWords> = {
  words: HEX_WORDS,
  boardSettings: HEX_BOARD_SETTINGS,
  load: async () => hexModule,
};
