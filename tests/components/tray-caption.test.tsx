import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { de, it as italian, pt } from '../i18n/dictionaries';
import { Board } from '../../src/components/board/Board';
import { boardWords } from '../../src/components/board/boardWords';
import { NO_HANDLERS } from './board-handlers';
import { makeI18n } from '../../src/i18n/context';
import { en } from '../../src/i18n/en';
import { position } from '../fixtures';

// Each tray is captioned with its side's name in the reader's language, beside the name
// a screen reader hears, so that its column of pieces is not left unexplained.
test.each([
  ['en', 'Black', 'White'],
  ['de', 'Schwarz', 'Weiß'],
  ['pt', 'Preto', 'Branco'],
  ['it', 'Nero', 'Bianco'],
] as const)('in %s the trays are captioned %s and %s', (language, black, white) => {
  const i18n = makeI18n(language, { en, de, pt, it: italian }[language]);
  const pos = position('abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbb1 w 1 0');
  render(
    <Board
      board={pos.board}
      cells={pos.cells}
      turn={pos.turn}
      words={boardWords(i18n, pos.game)}
      marks={{ selected: new Set(), targets: new Map(), pushed: new Map(), movable: new Set() }}
      lastMove={undefined}
      lastByComputer={false}
      hint={undefined}
      coordinates={false}
      focusCell={0}
      handlers={NO_HANDLERS}
      label="Board"
      captures={{ black: 0, white: 1 }}
    />,
  );
  expect(within(screen.getByTestId('tray-black')).getByText(black)).toBeInTheDocument();
  expect(within(screen.getByTestId('tray-white')).getByText(white)).toBeInTheDocument();
});
