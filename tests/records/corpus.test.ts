import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { tagValue } from '../../src/engine';
import { parseRecords } from '../../src/engine/apgn';
import { exportGame } from '../../src/store/records/apgnExport';
import {
  describeImportError,
  type ImportedGame,
  parseImport,
} from '../../src/store/records/apgnImport';

// The MiGs games live beside the checkout in ../shared and are never copied into the repo.
const CORPUS = fileURLToPath(new URL('../../../shared/data/migs-2016-2017.apgn', import.meta.url));
const present = existsSync(CORPUS);
// In CI, where ../shared is always laid beside the clone, a missing corpus is a failure.
const required = Boolean(process.env.CI);

test.runIf(required)('CI has the MiGs corpus beside the checkout', () => {
  expect(present, `${CORPUS} is missing`).toBe(true);
});

describe.skipIf(!present)('every MiGs game exported and imported again', () => {
  // Four replays of 2,589 games, on a machine that may be busy.
  test(
    'comes back unchanged: moves, result, ending, players and tags',
    { timeout: 900_000 },
    () => {
      const text = readFileSync(CORPUS, 'utf8');
      const originals = parseRecords(text);
      if (!originals.ok) throw new Error(originals.error.message);
      const imported = parseImport(text, { game: 'abalone' });
      if (!imported.ok) throw new Error(describeImportError(imported.error));
      expect(imported.value).toHaveLength(2589);

      const exported = imported.value.map((g) =>
        exportGame(g.game, { tags: g.tags, result: g.result }),
      );
      const again = parseImport(exported.join('\n'), { game: 'abalone' });
      if (!again.ok) throw new Error(describeImportError(again.error));

      const failures: string[] = [];
      const same = (a: ImportedGame, b: ImportedGame): boolean =>
        JSON.stringify(a) === JSON.stringify(b);
      imported.value.forEach((game, i) => {
        const original = originals.value[i];
        const label = tagValue(original, 'Event') ?? `game ${i + 1}`;
        if (!same(game, again.value[i])) failures.push(`${label}: changed by the round trip`);
        if (game.game.moves.map((m) => m.text).join(' ') !== original.moves.join(' ')) {
          failures.push(`${label}: moves differ from the file`);
        }
        if (game.result !== original.result) failures.push(`${label}: result differs`);
        const written = parseRecords(exported[i]);
        if (!written.ok || written.value[0].result !== original.result) {
          failures.push(`${label}: exported with another result`);
        }
        // The file's own tags, in its order (APGN's), then only Hexplay's Game and Size.
        const tags = written.ok ? written.value[0].tags : [];
        const expected = [...original.tags, ['Game', 'Abalone'], ['Size', '5']];
        if (JSON.stringify(tags) !== JSON.stringify(expected)) {
          failures.push(`${label}: tags ${JSON.stringify(tags)}`);
        }
      });
      expect(failures).toEqual([]);
    },
  );
});
