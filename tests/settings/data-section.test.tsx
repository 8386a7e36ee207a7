import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { parseBackup } from '../../src/backup/backupFormat';
import { SettingsDialog } from '../../src/components/settings/SettingsDialog';
import type { DataTools } from '../../src/components/settings/useDataSection';
import { PrefsProvider } from '../../src/store/context';
import { type Library, openLibrary } from '../../src/store/library/library';
import { backupOf, gameRecord, progress, setAside } from '../backup/backups';
import { progressIn, storeProgress } from '../puzzles/stored-progress';
import { prefsWith, renderApp, storeFor } from '../components/render';
import { libraryOf } from '../store/library-stub';

const MADE = Date.UTC(2026, 1, 3, 4, 5, 6);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function libraryWith(...games: ReturnType<typeof gameRecord>[]): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  for (const game of games) await opened.value.put(game, 0);
  return opened.value;
}

function renderData(library: Library | undefined) {
  const tools = { download: vi.fn<DataTools['download']>(), now: () => MADE };
  const prefs = prefsWith();
  render(
    <PrefsProvider prefs={prefs}>
      <SettingsDialog game={undefined} library={library} dataTools={tools} onClose={() => {}} />
    </PrefsProvider>,
  );
  const section = document.querySelector('[data-section="data"]') as HTMLElement;
  return { tools, prefs, section };
}

async function chooseFile(section: HTMLElement, text: string) {
  const input = section.querySelector('[data-field="restore-file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([text], 'backup.json', { type: 'application/json' }));
}

test('Backup downloads one file holding the library, its quarantine, progress and settings', async () => {
  const user = userEvent.setup();
  const library = await libraryWith(gameRecord('a', ['c3']), gameRecord('b', []));
  await library.quarantine(setAside);
  await storeProgress(library, progress);
  const { tools, section } = renderData(library);
  await user.click(within(section).getByRole('button', { name: 'Download a backup' }));
  await vi.waitFor(() => expect(tools.download).toHaveBeenCalledTimes(1));
  const [filename, text] = tools.download.mock.calls[0]!;
  expect(filename).toBe('hexplay-backup-2026-02-03-04-05-06.json');
  const parsed = parseBackup(text);
  expect(parsed.ok && parsed.value).toMatchObject({
    made: MADE,
    games: [{ id: 'a' }, { id: 'b' }],
    quarantine: [setAside],
    puzzleProgress: progress,
    prefs: { boardTheme: 'classic' },
  });
});

test('Restore shows what the file holds, and merges it on confirm', async () => {
  const user = userEvent.setup();
  const library = await libraryWith(gameRecord('a', ['c3']));
  const { prefs, section } = renderData(library);
  expect(within(section).getByRole('button', { name: 'Restore from a backup…' })).toHaveAttribute(
    'data-action',
    'restore',
  );
  await chooseFile(section, backupOf([gameRecord('a', ['c3']), gameRecord('b', ['d4'])]));
  const plan = await within(section).findByText('This backup holds:');
  const shown = plan.parentElement as HTMLElement;
  expect(shown.querySelector('[data-count="games"]')).toHaveTextContent('Games: 2');
  expect(shown.querySelector('[data-count="quarantined"]')).toHaveTextContent(
    'Records set aside as unreadable: 1',
  );
  expect(shown.querySelector('[data-count="puzzle-progress"]')).toHaveTextContent(
    'Puzzle progress: yes',
  );
  expect(shown.querySelector('[data-count="settings"]')).toHaveTextContent('Settings');
  expect(shown).toHaveTextContent('Restoring adds 1 games, 0 of them');
  expect(await library.list()).toHaveLength(1);

  await user.click(within(section).getByRole('button', { name: 'Restore' }));
  expect(await within(section).findByText('Restored: 1 games added to Games.')).toHaveAttribute(
    'role',
    'status',
  );
  expect((await library.list()).map((g) => g.id).sort()).toEqual(['a', 'b']);
  expect(await library.quarantined()).toHaveLength(1);
  expect(await progressIn(library)).toEqual(progress);
  expect(prefs.getState()).toMatchObject({ boardTheme: 'wood', pieceStyle: 'contrast' });
});

test('settings are left as they are when the player says so', async () => {
  const user = userEvent.setup();
  const library = await libraryWith();
  const { prefs, section } = renderData(library);
  await chooseFile(section, backupOf());
  await user.click(
    await within(section).findByRole('checkbox', {
      name: 'Also restore the settings and board looks',
    }),
  );
  await user.click(within(section).getByRole('button', { name: 'Restore' }));
  await within(section).findByText('Restored: 1 games added to Games.');
  expect(prefs.getState().boardTheme).toBe('classic');
});

test.each([
  [
    'a damaged file',
    backupOf().slice(0, 60),
    'This file is damaged or cut short, so it is no whole backup and nothing was restored.',
  ],
  [
    'another app’s file',
    JSON.stringify({ app: 'elsewhere', games: [] }),
    'This file is not a Hexplay backup, so nothing was restored.',
  ],
  [
    'a newer backup',
    JSON.stringify({ ...JSON.parse(backupOf()), version: 99 }),
    'This backup comes from a newer version of Hexplay: reload the page to update it, then restore again.',
  ],
])('%s is refused in one sentence, and nothing changes', async (_name, text, sentence) => {
  const library = await libraryWith(gameRecord('a', ['c3']));
  const { prefs, section } = renderData(library);
  await chooseFile(section, text);
  expect(await within(section).findByRole('alert')).toHaveTextContent(sentence);
  expect(within(section).queryByRole('button', { name: 'Restore' })).toBeNull();
  expect(await library.list()).toEqual([gameRecord('a', ['c3'])]);
  expect(await library.quarantined()).toEqual([]);
  expect(prefs.getState().boardTheme).toBe('classic');
});

test('Cancel before confirming changes nothing', async () => {
  const user = userEvent.setup();
  const library = await libraryWith();
  const { section } = renderData(library);
  await chooseFile(section, backupOf());
  await within(section).findByText('This backup holds:');
  await user.click(within(section).getByRole('button', { name: 'Cancel' }));
  expect(within(section).getByRole('status')).toHaveTextContent(
    'Restore cancelled; nothing was changed.',
  );
  expect(await library.list()).toEqual([]);
});

test('without a library there is nothing to back up or restore', () => {
  const { section } = renderData(undefined);
  expect(within(section).getByRole('button', { name: 'Download a backup' })).toBeDisabled();
  expect(within(section).getByRole('button', { name: 'Restore from a backup…' })).toBeDisabled();
  expect(section).toHaveTextContent('This browser keeps no games for the site');
});

test('the Settings dialog of the app has the Data section, on the app’s library', async () => {
  const user = userEvent.setup();
  renderApp(storeFor(), libraryOf([gameRecord('a', [])]));
  await user.click(document.querySelector('[data-action="settings"]') as HTMLElement);
  const dialog = await screen.findByTestId('settings', {}, { timeout: 5000 });
  expect(within(dialog).getByRole('group', { name: 'Data' })).toHaveAttribute(
    'data-section',
    'data',
  );
  expect(within(dialog).getByRole('button', { name: 'Download a backup' })).toBeEnabled();
});

test('while the backup is checked away from the page, Cancel ends its worker', async () => {
  const user = userEvent.setup();
  const library = await libraryWith();
  const terminate = vi.fn();
  const tools: DataTools = {
    download: () => {},
    now: () => MADE,
    // A worker that never answers: the file stays in checking until cancelled.
    worker: () => ({ onmessage: null, onerror: null, postMessage: () => {}, terminate }),
  };
  render(
    <PrefsProvider prefs={prefsWith()}>
      <SettingsDialog game={undefined} library={library} dataTools={tools} onClose={() => {}} />
    </PrefsProvider>,
  );
  const section = document.querySelector('[data-section="data"]') as HTMLElement;
  await chooseFile(section, backupOf());
  expect(
    await within(section).findByRole('progressbar', { name: 'Checking the backup' }),
  ).toHaveAttribute('data-field', 'restore-progress');
  await user.click(within(section).getByRole('button', { name: 'Cancel' }));
  expect(terminate).toHaveBeenCalled();
  expect(within(section).getByRole('status')).toHaveTextContent(
    'Restore cancelled; nothing was changed.',
  );
  expect(await library.list()).toEqual([]);
});
