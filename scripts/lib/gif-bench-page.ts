// The page side of `npm run bench:gif`: bundled for the browser and run in Chromium's main
// thread, which has OffscreenCanvas as the picture worker has. Draws and encodes the GIF
// of a random game exactly as the worker does (servePicture), and times it.
import { type GameSpec } from '../../src/store/game/savedGame';
import { startPosition } from '../../src/store/game/spec';
import { legalMoves, outcome, play } from '../../src/engine';
import { loadAllGames } from '../../src/games';
import { type PictureResponse, servePicture } from '../../src/components/picture/pictureProtocol';
import { PLAIN_STYLE } from '../../src/components/picture/pictureStyle';

/** A random legal game of `plies` moves, or fewer where it ends; xorshift for repeatability. */
function randomGame(spec: GameSpec, plies: number, seed: number): number[] {
  let s = seed >>> 0 || 1;
  const below = (n: number): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
  const moves: number[] = [];
  let pos = startPosition(spec);
  while (moves.length < plies && !outcome(pos)) {
    const legal = legalMoves(pos);
    const move = legal[below(legal.length)];
    moves.push(move);
    pos = play(pos, move);
  }
  return moves;
}

async function benchGif(
  spec: GameSpec,
  plies: number,
  seed: number,
): Promise<{ plies: number; ms: number; bytes: number; frames: number }> {
  await loadAllGames();
  // The first game from `seed` on that lasts the plies asked for (a random Abalone game
  // can end early by repetition), or the longest of 50 where none does (Abacus's fills up).
  let moves = randomGame(spec, plies, seed);
  for (let next = seed + 1; moves.length < plies && next < seed + 50; next++) {
    const longer = randomGame(spec, plies, next);
    if (longer.length > moves.length) moves = longer;
  }
  const lines = Array.from({ length: moves.length + 1 }, (_, p) => `After move ${p}`);
  const started = performance.now();
  let file: Blob | undefined;
  let frames = 0;
  await servePicture(
    {
      kind: 'gif',
      spec,
      moves,
      ply: moves.length,
      style: PLAIN_STYLE,
      coordinates: true,
      flipped: false,
      players: 'Black · Computer · Easy v White · Computer · Easy',
      lines,
      result: 'Not finished',
    },
    (response: PictureResponse) => {
      if (response.kind === 'progress') frames = response.total;
      if (response.kind === 'done') file = response.file;
    },
  );
  return { plies: moves.length, ms: performance.now() - started, bytes: file?.size ?? 0, frames };
}

(globalThis as unknown as { benchGif: typeof benchGif }).benchGif = benchGif;
