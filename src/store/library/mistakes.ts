import { type Judgement, judgementOfGlyph } from '../../ai/review/judgements';
import { type Verdict, verdictOfEvaluation } from '../../ai/review/review';
import { type Game, makePosition, type Player, PLAYERS, playerOf } from '../../engine';
import { loadGame } from '../../games';
import { sideOf } from '../../stats/yourSide';
import { replayLine } from '../game/replayedLine';
import type { SavedGame } from '../game/savedGame';
import { checkSavedGame } from '../records/saveFormat';
import type { Library, LibraryEntry } from './library';

/**
 * A mistake the review found in one of the reader's games, as a puzzle: the position before
 * it, what was played, and the better move the review found.
 */
export interface Mistake {
  /** `<game id>:<ply>`: the same mistake whatever order the games are read in. */
  readonly key: string;
  readonly gameId: string;
  /** When the game was started. */
  readonly created: number;
  readonly game: Game;
  /** The position before the move, as a position string. */
  readonly position: string;
  /** The positions' keys before it, so that a search sees the game's repetitions. */
  readonly history: readonly string[];
  /** The move's number in the game, from 1. */
  readonly ply: number;
  readonly mover: Player;
  readonly played: string;
  readonly best: string;
  readonly judgement: Extract<Judgement, 'mistake' | 'blunder'>;
  /** The review's verdict of the position before the move, where its notes keep it. */
  readonly before: Verdict | undefined;
}

/** The reader's sides in a game: theirs against the computer or online, both at one screen. */
function readerSides(entry: LibraryEntry): readonly Player[] {
  const side = sideOf(entry.summary);
  if (side.kind === 'computer' || side.kind === 'online') return [side.you];
  return side.kind === 'local' ? PLAYERS : [];
}

/** The mistakes and blunders of `sides` in a reviewed game, each with the better move the review kept. */
export function mistakesIn(
  entry: LibraryEntry,
  saved: SavedGame,
  sides: readonly Player[],
): Mistake[] {
  const line = replayLine(saved.spec, saved.moves, undefined);
  const found: Mistake[] = [];
  line.records.forEach((record, i) => {
    const judgement = judgementOfGlyph(record.notes?.glyphs?.[0]);
    const best = record.notes?.best;
    if ((judgement !== 'mistake' && judgement !== 'blunder') || !best) return;
    const pos = line.position(i);
    const mover = playerOf(pos.turn);
    if (!sides.includes(mover)) return;
    const previous = i > 0 ? line.records[i - 1].notes?.eval : undefined;
    found.push({
      key: `${entry.id}:${i + 1}`,
      gameId: entry.id,
      created: entry.created,
      game: saved.spec.game,
      position: makePosition(pos),
      history: line.replay.keys.slice(0, i),
      ply: i + 1,
      mover,
      played: record.text,
      best,
      judgement,
      before: previous && verdictOfEvaluation(previous),
    });
  });
  return found;
}

/**
 * The mistakes the review found in the reader's games, the latest games first, up to
 * `limit`: only reviewed games (their summaries keep an accuracy) are read whole. A game
 * that does not read is left for the library's own reads to quarantine.
 */
export async function yourMistakes(library: Library, limit = 300): Promise<Mistake[]> {
  const reviewed = (await library.entries()).filter((e) => e.summary.accuracy !== undefined);
  const found: Mistake[] = [];
  for (const entry of reviewed) {
    const sides = readerSides(entry);
    if (sides.length === 0) continue;
    const record = await library.get(entry.id);
    const saved = record && checkSavedGame(record.data);
    if (!saved?.ok) continue;
    await loadGame(saved.value.spec.game);
    found.push(...mistakesIn(entry, saved.value, sides));
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}
