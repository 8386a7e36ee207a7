import { err, ok, type Result } from '../engine';
import {
  DIFFICULTIES,
  type Difficulty,
  type Puzzle,
  PUZZLE_THEMES,
  type PuzzleTheme,
} from './puzzle';

/**
 * A game's puzzles as text: a header `hexplay-puzzles 1`, then one puzzle a line, its
 * fields separated by tabs: id, rating, difficulty, themes (comma-separated), the line
 * (moves separated by spaces) and the position string.
 */
export const PUZZLE_HEADER = 'hexplay-puzzles 1';

export interface PuzzleTextError {
  readonly code:
    'header' | 'fields' | 'id' | 'rating' | 'difficulty' | 'theme' | 'line' | 'position';
  readonly message: string;
  /** The 1-based line of the text. */
  readonly line: number;
}

export function makePuzzles(puzzles: readonly Puzzle[]): string {
  const rows = puzzles.map((p) =>
    [p.id, p.rating, p.difficulty, p.themes.join(','), p.line.join(' '), p.position].join('\t'),
  );
  return [PUZZLE_HEADER, ...rows].join('\n') + '\n';
}

const isDifficulty = (text: string): text is Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(text);
const isTheme = (text: string): text is PuzzleTheme =>
  (PUZZLE_THEMES as readonly string[]).includes(text);

export function parsePuzzles(text: string): Result<Puzzle[], PuzzleTextError> {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== PUZZLE_HEADER) {
    return err({ code: 'header', message: `the first line must be "${PUZZLE_HEADER}"`, line: 1 });
  }
  const puzzles: Puzzle[] = [];
  const ids = new Set<number>();
  for (let i = 1; i < lines.length; i++) {
    const row = lines[i];
    if (row.trim() === '') continue;
    const at = i + 1;
    const fields = row.split('\t');
    if (fields.length !== 6) {
      return err({
        code: 'fields',
        message: `expected 6 tab-separated fields, found ${fields.length}`,
        line: at,
      });
    }
    const [idText, ratingText, difficulty, themeText, lineText, position] = fields;
    const id = Number(idText);
    if (!/^\d+$/.test(idText) || ids.has(id)) {
      return err({
        code: 'id',
        message: `the id must be a new whole number, not "${idText.slice(0, 20)}"`,
        line: at,
      });
    }
    const rating = Number(ratingText);
    if (!/^\d{1,4}$/.test(ratingText)) {
      return err({
        code: 'rating',
        message: `the rating must be a whole number, not "${ratingText.slice(0, 20)}"`,
        line: at,
      });
    }
    if (!isDifficulty(difficulty)) {
      return err({
        code: 'difficulty',
        message: `unknown difficulty "${difficulty.slice(0, 20)}"`,
        line: at,
      });
    }
    const themes = themeText.split(',');
    const unknown = themes.find((t) => !isTheme(t));
    if (unknown !== undefined) {
      return err({ code: 'theme', message: `unknown theme "${unknown.slice(0, 20)}"`, line: at });
    }
    const moves = lineText.split(' ');
    if (moves.some((m) => !/^[a-z]\d+(?:[a-z]\d+){0,2}$/.test(m))) {
      return err({
        code: 'line',
        message: 'the line must be moves in notation, separated by spaces',
        line: at,
      });
    }
    if (position.trim() === '') {
      return err({ code: 'position', message: 'the position is missing', line: at });
    }
    ids.add(id);
    puzzles.push({
      id,
      rating,
      difficulty,
      themes: themes as PuzzleTheme[],
      line: moves,
      position,
    });
  }
  return ok(puzzles);
}
