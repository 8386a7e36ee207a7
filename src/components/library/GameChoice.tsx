import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useI18n, useT } from '../../i18n/context';
import type { ImportedGame } from '../../store/records/apgnImport';
import { useListWindow } from '../useListWindow';

/** A choice's height before one is measured: the CSS's 2rem at 16 px. */
const CHOICE_PX = 32;

/** A file with more games than this offers a search over them. */
const SEARCH_FROM = 12;

/**
 * The games of a file to choose from, drawn a window at a time (a file may hold thousands)
 * and found by their words. Memoised: Import all redraws its progress after every game
 * stored, and redrawing 2,589 choices each time made it quadratic.
 */
export const GameChoice = memo(function GameChoice({
  games,
  chosen,
  name,
  label,
  onChoose,
}: {
  readonly games: readonly ImportedGame[];
  readonly chosen: number;
  readonly name: string;
  readonly label: (game: ImportedGame) => string;
  readonly onChoose: (index: number) => void;
}) {
  const t = useT().records;
  const { number } = useI18n();
  const labels = useMemo(() => games.map(label), [games, label]);
  const [query, setQuery] = useState('');
  // The list of a file of thousands of games follows the field when there is time.
  const searched = useDeferredValue(query);
  const shown = useMemo(() => {
    const words = searched.trim().toLocaleLowerCase().split(/\s+/);
    return labels.flatMap((text, index) => {
      const lower = text.toLocaleLowerCase();
      return words.every((word) => lower.includes(word)) ? [{ text, index }] : [];
    });
  }, [labels, searched]);
  const { box, first, end, top, height, onScroll, rewind } = useListWindow(shown.length, CHOICE_PX);
  return (
    <fieldset className="hx-records-list" data-testid="import-list">
      <legend>{t.chooseGame}</legend>
      {games.length > SEARCH_FROM && (
        <>
          <input
            type="search"
            aria-label={t.findGame}
            placeholder={t.findGame}
            data-field="import-search"
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              rewind();
            }}
          />
          {query.trim() !== '' && (
            <p className="hx-hint-text" role="status" data-testid="import-found">
              {t.foundGames(number(shown.length), number(games.length))}
            </p>
          )}
        </>
      )}
      <div ref={box} className="hx-records-choices" onScroll={onScroll}>
        <div className="hx-records-window" style={{ height: `${height}px` }}>
          {shown.slice(first, end).map(({ text, index }, i) => (
            <label key={index} data-row style={{ top: `${top(first + i)}px` }}>
              <input
                type="radio"
                name={name}
                value={index}
                checked={chosen === index}
                aria-setsize={shown.length}
                aria-posinset={first + i + 1}
                onChange={() => onChoose(index)}
              />{' '}
              {text}
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
});
