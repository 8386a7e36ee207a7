import { err, ok, type Result } from '../engine';
import type { ExplorerEdge, ExplorerNode } from './node';

/**
 * A game's path through a book: which nodes it reached, in the grammar `format.ts`
 * describes. Written by the build, walked to list the games of a position.
 */

const PATH_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A path's step to row `index`. */
export const pathStep = (index: number): string =>
  index < PATH_DIGITS.length
    ? PATH_DIGITS[index]
    : `+${PATH_DIGITS[Math.floor(index / PATH_DIGITS.length)]}${PATH_DIGITS[index % PATH_DIGITS.length]}`;

/** A path's jump to `node`. */
export const pathJump = (node: number): string => `@${node.toString(36)};`;

export type PathToken =
  | { readonly kind: 'row'; readonly index: number }
  | { readonly kind: 'jump'; readonly node: number };

/** The steps of a path, or the character where it breaks. */
export function readPath(path: string): Result<PathToken[], number> {
  const tokens: PathToken[] = [];
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === '@') {
      const end = path.indexOf(';', i);
      const digits = end < 0 ? '' : path.slice(i + 1, end);
      if (!/^[0-9a-z]+$/.test(digits)) return err(i);
      tokens.push({ kind: 'jump', node: parseInt(digits, 36) });
      i = end;
    } else if (ch === '+') {
      const hi = PATH_DIGITS.indexOf(path[i + 1] ?? '');
      const lo = PATH_DIGITS.indexOf(path[i + 2] ?? '');
      if (hi < 0 || lo < 0) return err(i);
      tokens.push({ kind: 'row', index: hi * PATH_DIGITS.length + lo });
      i += 2;
    } else {
      const index = PATH_DIGITS.indexOf(ch);
      if (index < 0) return err(i);
      tokens.push({ kind: 'row', index });
    }
  }
  return ok(tokens);
}

/**
 * Calls `visit` with each node the path reaches, from the root, or says where the path
 * leaves the book: a row that is not there, a jump to no node.
 */
export function walkPath(
  nodes: readonly ExplorerNode[],
  path: string,
  visit: (node: number) => void,
): Result<void, string> {
  const tokens = readPath(path);
  if (!tokens.ok) return err(`its path breaks at character ${tokens.error + 1}`);
  let at = 0;
  visit(0);
  for (const token of tokens.value) {
    if (token.kind === 'jump') {
      if (token.node >= nodes.length)
        return err(`its path jumps to node ${token.node}, which is not there`);
      at = token.node;
    } else {
      const row: ExplorerEdge | undefined = nodes[at].rows[token.index];
      if (row === undefined) return err(`its path takes row ${token.index}, which is not there`);
      at = row.next;
    }
    visit(at);
  }
  return ok(undefined);
}
