import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { DICTIONARIES } from '../i18n/dictionaries';
import { LEVELS, type Level } from '../../src/ai/search/levels';
import { NewGameDialog } from '../../src/components/play/NewGameDialog';
import { GAMES, type Game } from '../../src/engine';
import { I18nProvider, makeI18n } from '../../src/i18n/context';
import { en } from '../../src/i18n/en';
import { type Language, LANGUAGES } from '../../src/languages';
import type { Players } from '../../src/store/game/savedGame';

const SPECS = {
  abalone: { game: 'abalone', n: 5, layout: 'belgian' },
  abacus: { game: 'abacus', n: 5, layout: 'standard' },
} as const;

const strengthOf = (language: Language, game: Game, level: Level): string => {
  const line = DICTIONARIES[language].games[game].strength?.[level];
  if (line === undefined) throw new Error(`${language} ${game} has no line for ${level}`);
  return line;
};

/** The dialog in `language` until its Switch button changes it to `next`. */
function Harness({
  game,
  players,
  next = 'en',
}: {
  readonly game: Game;
  readonly players: Players;
  readonly next?: Language;
}) {
  const [language, setLanguage] = useState<Language>('en');
  // Each language's dictionary at hand, as the app has it once loaded: the switch draws at once.
  return (
    <I18nProvider
      key={language}
      language={language}
      initial={makeI18n(language, DICTIONARIES[language])}
    >
      <button type="button" onClick={() => setLanguage(next)}>
        Switch
      </button>
      <NewGameDialog spec={SPECS[game]} players={players} onStart={() => {}} onClose={() => {}} />
    </I18nProvider>
  );
}

const lines = () => screen.queryAllByTestId('level-strength');

test.each(GAMES.flatMap((game) => LEVELS.map((level) => ({ game, level }))))(
  '$game, $level: the line under the seat says how strong the level plays this game',
  ({ game, level }) => {
    render(<Harness game={game} players={{ black: 'human', white: level }} />);
    const [line] = lines();
    expect(lines()).toHaveLength(1);
    expect(line).toHaveAttribute('data-level', level);
    expect(line).toHaveTextContent(strengthOf('en', game, level));
    // The level's name opens the line, and the seat's select is described by it.
    expect(line.textContent).toMatch(new RegExp(`^${en.side.kinds[level].split(' · ')[1]}\\b`));
    expect(screen.getByLabelText('White')).toHaveAccessibleDescription(
      strengthOf('en', game, level),
    );
    expect(screen.getByLabelText('Black')).not.toHaveAttribute('aria-describedby');
  },
);

test.each(LEVELS)('the two games say different things of %s', (level) => {
  expect(strengthOf('en', 'abalone', level)).not.toBe(strengthOf('en', 'abacus', level));
});

test('two people at the screen: no line', () => {
  render(<Harness game="abalone" players={{ black: 'human', white: 'human' }} />);
  expect(lines()).toHaveLength(0);
});

test('one line for a level both seats have, one for each of two levels, in seat order', async () => {
  const user = userEvent.setup();
  render(<Harness game="abacus" players={{ black: 'hard', white: 'hard' }} />);
  expect(lines().map((l) => l.dataset.level)).toEqual(['hard']);
  for (const seat of ['Black', 'White'])
    expect(screen.getByLabelText(seat)).toHaveAccessibleDescription(
      strengthOf('en', 'abacus', 'hard'),
    );
  await user.selectOptions(screen.getByLabelText('Black'), 'easy');
  expect(lines().map((l) => l.dataset.level)).toEqual(['easy', 'hard']);
  expect(screen.getByLabelText('Black')).toHaveAccessibleDescription(
    strengthOf('en', 'abacus', 'easy'),
  );
  await user.selectOptions(screen.getByLabelText('Black'), 'human');
  expect(lines().map((l) => l.dataset.level)).toEqual(['hard']);
});

test("choosing the other game shows that game's line", async () => {
  const user = userEvent.setup();
  render(<Harness game="abalone" players={{ black: 'easy', white: 'human' }} />);
  expect(lines()[0]).toHaveTextContent(strengthOf('en', 'abalone', 'easy'));
  await user.selectOptions(screen.getByLabelText('Game', { exact: true }), 'abacus');
  expect(lines()[0]).toHaveTextContent(strengthOf('en', 'abacus', 'easy'));
});

test.each(
  LANGUAGES.filter((l) => l !== 'en').flatMap((language) =>
    GAMES.map((game) => ({ language, game })),
  ),
)('$game: the lines follow the language to $language', async ({ language, game }) => {
  const user = userEvent.setup();
  render(<Harness game={game} players={{ black: 'medium', white: 'expert' }} next={language} />);
  await user.click(screen.getByRole('button', { name: 'Switch' }));
  expect(lines()[0]).toHaveTextContent(strengthOf(language, game, 'medium'));
  expect(lines()[1]).toHaveTextContent(strengthOf(language, game, 'expert'));
  for (const level of LEVELS)
    expect(strengthOf(language, game, level)).not.toBe(strengthOf('en', game, level));
  expect(within(screen.getByTestId('new-game')).getAllByTestId('level-strength')).toHaveLength(2);
});
