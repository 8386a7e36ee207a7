import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LanguagePicker } from '../../src/components/settings/LanguagePicker';
import { pickLanguage } from '../../src/languages';
import { PrefsProvider } from '../../src/store/context';
import { createPrefsStore } from '../../src/store/prefs';

// There is no Brazilian dictionary: a Brazilian browser gets the European one, which is
// understood there, even when it lists English after Portuguese as browsers do by default.
test.each([
  [['pt-BR', 'pt', 'en-US', 'en'], 'pt'],
  [['pt-BR'], 'pt'],
  [['pt-PT', 'en'], 'pt'],
  [['en-GB', 'pt-BR'], 'en'],
  [['fr-FR', 'de-AT'], 'de'],
  [['ja'], 'en'],
])('the browser languages %j speak %s', (preferred, language) => {
  expect(pickLanguage(preferred)).toBe(language);
});

test('a Brazilian reader is told which Portuguese the app speaks', () => {
  render(
    <PrefsProvider prefs={createPrefsStore(undefined, ['pt-BR', 'pt', 'en-US', 'en'])}>
      <LanguagePicker />
    </PrefsProvider>,
  );
  const picker = screen.getByRole('combobox');
  expect(picker).toHaveValue('pt');
  expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Português (Portugal)');
});
