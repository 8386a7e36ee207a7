import type { MoveRecord, Variation, VariationPath } from '../savedGame';

/**
 * The side lines kept with a game, as pure functions over its moves and its tree of
 * `Variation`s. A line is named by its path (`VariationPath`); the game's own moves are the
 * empty path. Every function returns new arrays for what changed and shares the rest, so
 * that the store's identity checks see exactly what moved.
 */

/** The side line at `path`, or undefined for the empty path or one that leads nowhere. */
export function variationAt(
  variations: readonly Variation[],
  path: VariationPath,
): Variation | undefined {
  let node: Variation | undefined;
  let list = variations;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.variations;
  }
  return node;
}

/** Whether `path` names a side line of the tree (the empty path names the game). */
export const validPath = (variations: readonly Variation[], path: VariationPath): boolean =>
  path.length === 0 || variationAt(variations, path) !== undefined;

/** The side lines that leave the line at `path`. */
export const branchesOf = (
  variations: readonly Variation[],
  path: VariationPath,
): readonly Variation[] =>
  path.length === 0 ? variations : (variationAt(variations, path)?.variations ?? []);

/** Every move of the line at `path`, from the start of the game. */
export function lineMoves(
  moves: readonly MoveRecord[],
  variations: readonly Variation[],
  path: VariationPath,
): readonly MoveRecord[] {
  let line = moves;
  let list = variations;
  for (const index of path) {
    const node = list[index];
    line = [...line.slice(0, node.ply), ...node.moves];
    list = node.variations;
  }
  return line;
}

/**
 * The path that views ply `cursor` of the line at `path`: the positions up to a side
 * line's `ply` are its parent's, so viewing one of them views the parent.
 */
export function viewPath(
  variations: readonly Variation[],
  path: VariationPath,
  cursor: number,
): VariationPath {
  let depth = path.length;
  while (depth > 0 && cursor <= variationAt(variations, path.slice(0, depth))!.ply) depth--;
  return depth === path.length ? path : path.slice(0, depth);
}

/** The tree with the side line at `path` (non-empty) replaced by `f` of it. */
export function updateAt(
  variations: readonly Variation[],
  path: VariationPath,
  f: (node: Variation) => Variation,
): readonly Variation[] {
  const [index, ...rest] = path;
  return variations.map((node, i) =>
    i !== index
      ? node
      : rest.length === 0
        ? f(node)
        : { ...node, variations: updateAt(node.variations, rest, f) },
  );
}

/** The tree with `f` applied to the list of side lines that leave the line at `path`. */
export function updateBranches(
  variations: readonly Variation[],
  path: VariationPath,
  f: (list: readonly Variation[]) => readonly Variation[],
): readonly Variation[] {
  return path.length === 0
    ? f(variations)
    : updateAt(variations, path, (node) => ({ ...node, variations: f(node.variations) }));
}

/** The tree without the side line at `path` (non-empty) and everything that leaves it. */
export function removeAt(
  variations: readonly Variation[],
  path: VariationPath,
): readonly Variation[] {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return updateBranches(variations, parent, (list) => list.filter((_, i) => i !== index));
}

/**
 * The tree with the side line at `path` swapped with the line it leaves, from their
 * branching point on: it becomes the parent's continuation and that becomes a side line.
 * Only a side line of a side line can be promoted: the game's own moves stay as played.
 * Returns undefined for a path of fewer than two steps.
 */
export function promoteAt(
  variations: readonly Variation[],
  path: VariationPath,
): readonly Variation[] | undefined {
  if (path.length < 2) return undefined;
  const parentPath = path.slice(0, -1);
  const parent = variationAt(variations, parentPath);
  const child = variationAt(variations, path);
  if (!parent || !child) return undefined;
  const cut = child.ply - parent.ply;
  const demoted: Variation = {
    ply: child.ply,
    moves: parent.moves.slice(cut),
    variations: parent.variations.filter((v) => v.ply > child.ply),
  };
  return updateAt(variations, parentPath, () => ({
    ply: parent.ply,
    moves: [...parent.moves.slice(0, cut), ...child.moves],
    variations: [
      ...parent.variations.filter((v) => v.ply < child.ply),
      demoted,
      ...parent.variations.filter((v) => v.ply === child.ply && v !== child),
      ...child.variations,
    ],
  }));
}

/**
 * Whether two lists hold the same moves. Notes do not count: a comment added to a move
 * keeps the computer's search, a hint and a draw offer made for the game as it was.
 */
export const sameMoves = (a: readonly MoveRecord[], b: readonly MoveRecord[]): boolean =>
  a === b || (a.length === b.length && a.every((record, i) => record.move === b[i].move));
