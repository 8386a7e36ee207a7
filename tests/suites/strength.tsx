/**
 * The New game dialog's line under a seat given to the computer, which says how strong
 * that level plays the game: one suite run over every game of the registry
 * (tests/components/level-strength.test.tsx) and over the toy registered as a third game.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { DICTIONARIES } from '../i18n/dictionaries';
import { LEVELS, type Level } from '../../src/ai/search/levels';
import { NewGameDialog } from '../../src/components/play/NewGameDialog';
import type { Game } from '../../src/engine';
import { I18nProvider, makeI18n } from '../../src/i18n/context';
import { en } from '../../src/i18n/en';
import { type Language, LANGUAGES } from '../../src/languages';
import type { Players } from '../../src/store/game/savedGame';
import { usualSpec } from '../../src/store/game/spec';

export const strengthOf = (language: Language, game: Game, level: Level): string =>
  DICTIONARIES[language].games[game].strength[level];

/** The dialog in `language` until its Switch button changes it to `next`. */
export function StrengthHarness({
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
      <NewGameDialog
        spec={usualSpec(game)}
        players={players}
        onStart={() => {}}
        onClose={() => {}}
      />
    </I18nProvider>
  );
}

export const strengthLines = () => screen.queryAllByTestId('level-strength');

export function strengthSuite(games: readonly Game[]): void {
  test.each(games.flatMap((game) => LEVELS.map((level) => ({ game, level }))))(
    '$game, $level: the line under the seat says how strong the level plays this game',
    ({ game, level }) => {
      render(<StrengthHarness game={game} players={{ black: 'human', white: level }} />);
      const [line] = strengthLines();
      expect(strengthLines()).toHaveLength(1);
      expect(line).toHaveAttribute('data-level', level);
      expect(strengthOf('en', game, level)).not.toBe('');
      expect(line).toHaveTextContent(strengthOf('en', game, level));
      // The level's name opens the line, and the seat's select is described by it.
      expect(line.textContent).toMatch(new RegExp(`^${en.side.kinds[level].split(' · ')[1]}\\b`));
      expect(screen.getByLabelText('White')).toHaveAccessibleDescription(
        strengthOf('en', game, level),
      );
      expect(screen.getByLabelText('Black')).not.toHaveAttribute('aria-describedby');
    },
  );

  test.each(
    LANGUAGES.filter((l) => l !== 'en').flatMap((language) =>
      games.map((game) => ({ language, game })),
    ),
  )('$game: the lines follow the language to $language', async ({ language, game }) => {
    const user = userEvent.setup();
    render(
      <StrengthHarness
        game={game}
        players={{ black: 'medium', white: 'expert' }}
        next={language}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(strengthLines()[0]).toHaveTextContent(strengthOf(language, game, 'medium'));
    expect(strengthLines()[1]).toHaveTextContent(strengthOf(language, game, 'expert'));
    for (const level of LEVELS)
      expect(strengthOf(language, game, level)).not.toBe(strengthOf('en', game, level));
    expect(within(screen.getByTestId('new-game')).getAllByTestId('level-strength')).toHaveLength(2);
  });
}
