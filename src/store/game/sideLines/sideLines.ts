import { cleanNotes, makeMoveText, type Move } from '../../../engine';
import type { MoveRecord, Variation, VariationPath } from '../savedGame';
import {
  branchesOf,
  lineMoves,
  promoteAt,
  removeAt,
  updateAt,
  updateBranches,
  validPath,
  variationAt,
  viewPath,
} from './moveTree';
import type { SavingSlice } from '../slice';
import type { SideLinesActions, SideLinesState } from './types';

export const NO_VARIATIONS: readonly Variation[] = [];
export const MAIN: VariationPath = [];

/**
 * The move tree beyond the game's own moves: side lines explored from any position, the
 * line on view, and the notes of every move. Exploring never changes the game.
 */
export const sideLinesSlice: SavingSlice<SideLinesState, SideLinesActions, SideLinesState> = {
  initial: { variations: NO_VARIATIONS, path: MAIN },
  saved: ({ variations, path }) => ({ variations, path }),
  actions: ({ set, get, lines }) => {
    /**
     * Plays `move` in the viewed position as exploration: along the line if it is the
     * line's next move, into a side line that starts with it, or else into a new side line
     * (or onto the end of the side line being viewed). Returns false if it is not legal.
     */
    const step = (move: Move): boolean => {
      const { variations, path, cursor } = get();
      const line = lines.viewed();
      if (!lines.open() || !line.legal(cursor).includes(move)) return false;
      const next = line.records[cursor];
      if (next?.move === move) {
        set({ cursor: cursor + 1 });
        return true;
      }
      const branches = branchesOf(variations, path);
      const known = branches.findIndex((v) => v.ply === cursor && v.moves[0]?.move === move);
      if (known >= 0) {
        set({ path: [...path, known], cursor: cursor + 1, hint: undefined });
        return true;
      }
      const record = { move, text: makeMoveText(line.position(cursor), move) };
      if (path.length > 0 && cursor === line.records.length) {
        set({
          variations: updateAt(variations, path, (v) => ({ ...v, moves: [...v.moves, record] })),
          cursor: cursor + 1,
        });
        return true;
      }
      const added: Variation = { ply: cursor, moves: [record], variations: NO_VARIATIONS };
      set({
        variations: updateBranches(variations, path, (list) => [...list, added]),
        path: [...path, branches.length],
        cursor: cursor + 1,
        hint: undefined,
      });
      return true;
    };

    return {
      explore(moves) {
        for (const move of moves) if (!step(move)) return;
      },
      goToLine(path, cursor) {
        const { variations } = get();
        if (!validPath(variations, path) || !Number.isInteger(cursor) || cursor < 0) return;
        const length = lineMoves(get().moves, variations, path).length;
        if (cursor > length) return;
        const to = viewPath(variations, path, cursor);
        const same = to.length === get().path.length && to.every((x, i) => x === get().path[i]);
        set(same ? { cursor } : { path: to, cursor, hint: undefined });
      },
      goTo(cursor) {
        get().goToLine(get().path, cursor);
      },
      enterVariation() {
        const { variations, path, cursor } = get();
        const here = branchesOf(variations, path).findIndex((v) => v.ply === cursor);
        if (here >= 0) {
          get().goToLine([...path, here], cursor + 1);
          return true;
        }
        const node = variationAt(variations, path);
        if (!node || cursor !== node.ply + 1) return false;
        const parent = path.slice(0, -1);
        const siblings = branchesOf(variations, parent);
        const index = path[path.length - 1];
        for (let k = 1; k < siblings.length; k++) {
          const next = (index + k) % siblings.length;
          if (siblings[next].ply === node.ply) {
            get().goToLine([...parent, next], cursor);
            return true;
          }
        }
        return false;
      },
      leaveVariation() {
        const { variations, path } = get();
        const node = variationAt(variations, path);
        if (!node) return false;
        get().goToLine(path.slice(0, -1), node.ply);
        return true;
      },
      deleteVariation(path) {
        const { variations, path: at } = get();
        const gone = variationAt(variations, path);
        if (!gone || path.length === 0) return;
        const inside = path.every((x, i) => at[i] === x);
        const depth = path.length - 1;
        // A view in a later sibling (or below one) keeps its line: one index down.
        const shifted =
          !inside &&
          at.length > depth &&
          path.slice(0, depth).every((x, i) => at[i] === x) &&
          at[depth] > path[depth]
            ? [...at.slice(0, depth), at[depth] - 1, ...at.slice(depth + 1)]
            : at;
        set({
          variations: removeAt(variations, path),
          ...(inside
            ? { path: path.slice(0, depth), cursor: gone.ply, hint: undefined }
            : shifted === at
              ? {}
              : { path: shifted }),
        });
      },
      promoteVariation(path) {
        const { variations, path: at, cursor } = get();
        const promoted = promoteAt(variations, path);
        if (!promoted) return;
        const child = variationAt(variations, path)!;
        const parent = path.slice(0, -1);
        const inChild = path.every((x, i) => at[i] === x) && at.length === path.length;
        set({
          variations: promoted,
          // The promoted moves are now the parent's: the same position, one line up.
          path: parent,
          cursor: inChild ? cursor : child.ply + 1,
          hint: undefined,
        });
      },
      annotate(path, ply, notes) {
        const { moves, variations } = get();
        if (!validPath(variations, path) || !Number.isInteger(ply) || ply < 1) return;
        const owner = viewPath(variations, path, ply);
        const clean = cleanNotes(notes);
        const noted = (record: MoveRecord): MoveRecord =>
          clean
            ? { move: record.move, text: record.text, notes: clean }
            : { move: record.move, text: record.text };
        if (owner.length === 0) {
          if (ply > moves.length) return;
          set({ moves: moves.map((r, i) => (i === ply - 1 ? noted(r) : r)) });
          return;
        }
        const node = variationAt(variations, owner)!;
        const index = ply - 1 - node.ply;
        if (index >= node.moves.length) return;
        set({
          variations: updateAt(variations, owner, (v) => ({
            ...v,
            moves: v.moves.map((r, i) => (i === index ? noted(r) : r)),
          })),
        });
      },
    };
  },
};
