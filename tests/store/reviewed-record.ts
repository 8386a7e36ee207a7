/** A reviewed Abalone game as the library keeps it, with the review's scripted findings. */
import { attachReview } from '../../src/store/computer/attachReview';
import type { Players } from '../../src/store/game/savedGame';
import type { LibraryRecord } from '../../src/store/library/library';
import { accuracyOf } from '../../src/store/library/reviewAccuracy';
import { recordOf } from '../../src/store/library/sync';
import { scriptedClient, settled } from '../review/helpers';
import { gameOf } from './games';

export const BELGIAN = { game: 'abalone', n: 5, layout: 'belgian' } as const;
export const MOVES = ['i9h8', 'i6h6', 'i8h7', 'a5b5', 'h8g7', 'h6g5'];
// For the side to move after 0…6 moves, in 1/1000 marble: White's 4th ply loses 0.7 (?),
// its 6th lets Black win by force (??); Black's 3rd loses 0.4 (?!, not a puzzle).
export const SCORES = [0, 0, 0, 400, 300, -300, 1_000_000 - 9];
export const BEST = ['h9g8', 'a1b2', 'h9g8', 'a4b5', 'x', 'a3b4', undefined];

export async function reviewedRecord(players: Players, id: string): Promise<LibraryRecord> {
  const store = gameOf(BELGIAN, MOVES, players);
  const stop = attachReview(store, scriptedClient(SCORES, BEST));
  store.getState().openReview();
  await settled(store);
  stop();
  const s = store.getState();
  return { ...recordOf(s, 1, 1_767_000_000_000, 1, { accuracy: accuracyOf(s) }), id };
}
