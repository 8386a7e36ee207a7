import { createRoot } from 'react-dom/client';
import App from './App';
import { makeI18n } from './i18n/context';
import { loadMessages } from './i18n/load';
import { bootApp, browserEnvironment } from './store/app/bootApp';
import { libraryOpening, libraryUpgrade } from './store/library/libraryOpening';
import { webStorage } from './store/library/webStorage';
import { createPrefsStore } from './store/prefs';
import { within } from './store/schedule/timeLimit';

const element = document.getElementById('root');
if (!element) throw new Error('Missing #root element');

// Started before React renders, once for the page, so that the library opens while the
// first frame is drawn; and before the preferences are read, which it resets when a fresh
// game crashed too (`crashMark.ts`).
const booting = bootApp({ ...browserEnvironment(), openLibrary: () => libraryOpening });
const prefs = createPrefsStore(webStorage('localStorage'), navigator.languages);
const language = prefs.getState().shown;
const root = createRoot(element);

/**
 * How long the first frame waits for the game: one that opens within it is drawn with the
 * page, and only a longer wait shows "Opening your game…" first, so that a quick start
 * does not flash the notice.
 */
const GAME_WAIT_MS = 400;

// A reader of another language waits the moment its dictionary takes to load rather than
// seeing the page in English first; should it fail to load, the page is drawn in English.
void Promise.all([
  loadMessages(language)
    .then((t) => makeI18n(language, t))
    .catch(() => undefined),
  within(booting, GAME_WAIT_MS),
]).then(([i18n, app]) => {
  root.render(<App app={app ?? booting} prefs={prefs} i18n={i18n} upgrade={libraryUpgrade} />);
});
