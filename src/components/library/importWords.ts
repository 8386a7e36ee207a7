import { type Game, tagValue } from '../../engine';
import type { Messages } from '../../i18n/en';
import type { ImportedGame, ImportError } from '../../store/records/apgnImport';

type Words = Messages['records'];

/** The problem and where it is: game, line, column and the offending text. */
export function importProblem(t: Words, e: ImportError): string {
  const place = [
    e.game === undefined ? '' : t.errorGame(e.game),
    e.line === undefined ? '' : t.errorLine(e.line),
    e.column === undefined ? '' : t.errorColumn(e.column),
    e.token ? t.errorToken(e.token) : '',
  ]
    .filter((part) => part !== '')
    .join(', ');
  return `${t.errorIntro}${place === '' ? '' : ` (${place})`}: ${e.message}.`;
}

/** A game read from the text as the list to choose from names it. */
export function gameLabel(
  t: Words,
  titleOf: (game: Game) => string,
  imported: ImportedGame,
): string {
  const { spec, moves } = imported.game;
  const title = titleOf(spec.game);
  const record = { tags: imported.tags, moves: [], result: imported.result };
  const black = tagValue(record, 'Black');
  const white = tagValue(record, 'White');
  const event = tagValue(record, 'Event');
  const parts = [
    moves.length === 0
      ? `${title}, ${t.startOnly}`
      : t.gameItem(title, moves.length, imported.result),
  ];
  if (black !== undefined && white !== undefined) parts.push(t.versus(black, white));
  if (event !== undefined) parts.push(event);
  return parts.join(' · ');
}
