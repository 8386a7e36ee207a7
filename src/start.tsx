import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { makeI18n } from './i18n/context';
import { loadMessages } from './i18n/load';
import { bootApp, browserEnvironment } from './store/app';
import { libraryOpening } from './store/opening';
import { webStorage } from './store/legacy';
import { createPrefsStore } from './store/prefs';

const element = document.getElementById('root');
if (!element) throw new Error('Missing #root element');

// Started before React renders, once for the page, so that the library opens while the
// first frame is drawn.
const booting = bootApp({ ...browserEnvironment(), openLibrary: () => libraryOpening });
const prefs = createPrefsStore(webStorage('localStorage'), navigator.languages);
const language = prefs.getState().shown;
const root = createRoot(element);

// A reader of another language waits the moment its dictionary takes to load rather than
// seeing the page in English first; should it fail to load, the page is drawn in English.
void loadMessages(language)
  .then((t) => makeI18n(language, t))
  .catch(() => undefined)
  .then((i18n) =>
    root.render(
      <StrictMode>
        <App app={booting} prefs={prefs} i18n={i18n} />
      </StrictMode>,
    ),
  );
