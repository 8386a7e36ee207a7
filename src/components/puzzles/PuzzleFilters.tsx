import { type Game, GAMES } from '../../engine';
import { useT } from '../../i18n/context';
import { DIFFICULTIES, type Difficulty, type PuzzleTheme } from '../../ai/puzzle';
import { gameWords } from '../labels';

/** Where the puzzles come from: the proven set, or the mistakes of the reader's games. */
export const PUZZLE_SOURCES = ['proven', 'yours'] as const;
export type PuzzleSource = (typeof PUZZLE_SOURCES)[number];

/**
 * Where the puzzles come from, the game whose puzzles are offered, and for the proven ones
 * the theme and difficulty they are chosen by.
 */
export function PuzzleFilters({
  source,
  onSource,
  game,
  theme,
  difficulty,
  themes,
  onGame,
  onTheme,
  onDifficulty,
}: {
  readonly source: PuzzleSource;
  readonly onSource: (source: PuzzleSource) => void;
  readonly game: Game;
  readonly theme: PuzzleTheme | undefined;
  readonly difficulty: Difficulty | undefined;
  readonly themes: readonly PuzzleTheme[];
  readonly onGame: (game: Game) => void;
  readonly onTheme: (theme: PuzzleTheme | undefined) => void;
  readonly onDifficulty: (difficulty: Difficulty | undefined) => void;
}) {
  const t = useT();
  return (
    <div className="hx-puzzles-filters">
      <label>
        {t.puzzles.source}
        <select
          data-field="puzzle-source"
          value={source}
          onChange={(e) => onSource(e.currentTarget.value as PuzzleSource)}
        >
          {PUZZLE_SOURCES.map((x) => (
            <option key={x} value={x}>
              {t.puzzles.sources[x]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.puzzles.game}
        <select
          data-field="puzzle-game"
          value={game}
          onChange={(e) => onGame(e.currentTarget.value as Game)}
        >
          {GAMES.map((g) => (
            <option key={g} value={g}>
              {gameWords(t, g).title}
            </option>
          ))}
        </select>
      </label>
      {source === 'proven' && (
        <>
          <label>
            {t.puzzles.theme}
            <select
              data-field="puzzle-theme"
              value={theme ?? ''}
              onChange={(e) =>
                onTheme((e.currentTarget.value || undefined) as PuzzleTheme | undefined)
              }
            >
              <option value="">{t.puzzles.any}</option>
              {themes.map((x) => (
                <option key={x} value={x}>
                  {t.puzzles.themes[x]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.puzzles.difficulty}
            <select
              data-field="puzzle-difficulty"
              value={difficulty ?? ''}
              onChange={(e) =>
                onDifficulty((e.currentTarget.value || undefined) as Difficulty | undefined)
              }
            >
              <option value="">{t.puzzles.any}</option>
              {DIFFICULTIES.map((x) => (
                <option key={x} value={x}>
                  {t.puzzles.difficulties[x]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </div>
  );
}
