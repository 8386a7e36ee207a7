import { expect, type Page, test } from './test';
import { inGameActions } from './menu';
import { axe } from './axe';

/** What the New game button says in each language: proof that the page speaks it. */
const NEW_GAME = { en: 'New game', de: 'Neue Partie', pt: 'Nova partida', it: 'Nuova partita' };
type Language = keyof typeof NEW_GAME;
const LANGUAGES = Object.keys(NEW_GAME) as Language[];

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('[data-action="new-game"]')).toHaveText(NEW_GAME[language]);
  await expect(page.locator('[data-field="language"]')).toHaveValue(language);
}

test('the picker changes the page and its lang at once, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expectLanguage(page, 'en');
  for (const language of ['de', 'pt', 'it', 'en', 'de'] as const) {
    await page.locator('[data-field="language"]').selectOption(language);
    await expectLanguage(page, language);
  }
  await page.reload();
  await expectLanguage(page, 'de');
});

for (const [locale, language] of [
  ['de-AT', 'de'],
  ['pt-PT', 'pt'],
  ['it-IT', 'it'],
  ['fr-FR', 'en'],
] as const) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });
    test(`opens in ${language} until the player picks another language`, async ({ page }) => {
      await page.goto('/');
      await expectLanguage(page, language);
      const other = language === 'it' ? 'pt' : 'it';
      await page.locator('[data-field="language"]').selectOption(other);
      await page.reload();
      await expectLanguage(page, other);
    });
  });
}

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`,
  );
}

async function expectAccessible(page: Page): Promise<void> {
  const found = await blockingViolations(page);
  expect(found, found.join('\n')).toEqual([]);
}

// axe walks every board cell several times here; on a busy machine that takes a while.
test.describe.configure({ timeout: 180_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  for (const language of LANGUAGES) {
    test(`axe finds nothing in ${language}, ${colorScheme}: setup, play, result`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await page.locator('[data-field="language"]').selectOption(language);
      await expectLanguage(page, language);

      await page.locator('[data-action="new-game"]').click();
      const setup = page.getByTestId('new-game');
      await setup.locator('[data-field="game"]').selectOption('abalone');
      await expectAccessible(page);
      await setup.locator('[data-action="start-game"]').click();
      await expect(setup).toHaveCount(0);

      await page.locator('[data-cell="c3"]').click();
      await page.locator('[data-cell="d3"]').click();
      await page.locator('[data-cell="g5"]').click();
      await page.locator('[data-cell="g6"]').click();
      await expect(page.locator('[data-target]')).not.toHaveCount(0);
      await expectAccessible(page);

      await inGameActions(page, () => page.locator('[data-action="resign"]').click());
      await page.getByTestId('confirm').locator('[data-action="confirm"]').click();
      await expect(page.getByTestId('result')).toBeVisible();
      await expectAccessible(page);
    });
  }
}
