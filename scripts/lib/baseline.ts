import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The engine every change of issue 39 is measured against: the last commit before work on
 * that issue began. Its search and evaluations are those of the figures (depth 5 in
 * 1 s on `bench:ai`'s Abalone midgame); nothing under `src/ai/search` or the games'
 * evaluations changed between it and the issue.
 */
export const BASELINE_COMMIT = 'c36392d8fd1df5281a90e57b57522ece163b0f1e';

/** The frozen engine as a player: a move, as text, for a position given as text. */
export interface BaselineEngine {
  move(request: BaselineRequest): BaselineAnswer;
}

/** Its move, and what its search did, for the arena's figures. */
export interface BaselineAnswer {
  readonly move: string;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly elapsedMs: number;
  readonly solved: boolean;
}

export interface BaselineRequest {
  /** The position, as `makePosition` writes it (a format both engines read). */
  readonly position: string;
  /** The positions of the game so far, the same way, for its repetition draws. */
  readonly history: readonly string[];
  readonly level: string;
  readonly seed: number;
  readonly timeMs: number | undefined;
  readonly maxNodes: number | undefined;
  readonly maxDepth?: number;
}

// Written against the baseline commit's own API, and frozen with it: it is bundled with
// that commit's sources, never with today's, so it lives here as text rather than as a
// module that today's type checker would hold to today's API.
const ENTRY = `
import { makeMoveText, positionKey } from './src/engine';
import { loadAiTable, parsePosition } from './src/games';
import { think } from './src/ai/search/think';

const ais = await loadAiTable();
const read = (text) => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error('baseline: ' + parsed.error.message);
  return parsed.value;
};

export function move(request) {
  const pos = read(request.position);
  const history = request.history.map((text) => positionKey(read(text)));
  const found = think(pos, ais[pos.game].ai, {
    level: request.level,
    seed: request.seed,
    timeMs: request.timeMs,
    maxNodes: request.maxNodes,
    maxDepth: request.maxDepth,
    history,
  });
  return {
    move: makeMoveText(pos, found.move),
    score: found.score,
    depth: found.depth,
    nodes: found.nodes,
    elapsedMs: found.elapsedMs,
    solved: found.solved === true,
  };
}
`;

/**
 * The baseline engine, bundled once per checkout into `node_modules/.cache` from the
 * commit's sources (`git archive`, so the checkout needs its history), then loaded.
 */
export async function loadBaseline(
  root: string = process.cwd(),
  commit: string = BASELINE_COMMIT,
): Promise<BaselineEngine> {
  const dir = join(root, 'node_modules', '.cache', 'hexplay-baseline');
  // Named for the entry too: a bundle of an older entry answers in an older shape.
  const entry = createHash('sha256').update(ENTRY).digest('hex').slice(0, 8);
  const file = join(dir, `${commit}-${entry}.mjs`);
  if (!existsSync(file)) await bundleBaseline(root, dir, file, commit);
  return (await import(pathToFileURL(file).href)) as BaselineEngine;
}

async function bundleBaseline(
  root: string,
  dir: string,
  file: string,
  commit: string,
): Promise<void> {
  const tree = join(dir, `${commit}-${process.pid}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src'], {
      cwd: root,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', tree], { input: archive });
  } catch (error) {
    rmSync(tree, { recursive: true, force: true });
    throw new Error(
      `the baseline engine needs commit ${commit.slice(0, 7)} in this checkout's history (a shallow clone lacks it)`,
      { cause: error },
    );
  }
  writeFileSync(join(tree, 'baseline-entry.mjs'), ENTRY);
  const out = `${file}.${process.pid}`;
  await build({
    entryPoints: [join(tree, 'baseline-entry.mjs')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  // Several jobs may bundle at once: each writes its own file and the last rename wins.
  renameSync(out, file);
  rmSync(tree, { recursive: true, force: true });
}
