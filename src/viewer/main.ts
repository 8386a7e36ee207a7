import '../styles/viewer.css';
import { loadGame } from '../games';
import { viewer as english } from '../i18n/en/viewer';
import { isLanguage, type Language, pickLanguage } from '../languages';
import { linkedGame, parseLink } from '../store/records/link';
import { appAddressOf } from '../store/records/embed';
import { showError } from './viewerError';
import { showGame } from './viewerPage';
import { loadViewerLanguage, loadViewerWords } from './viewerWords';

/**
 * The embeddable viewer's entry (viewer.html): the game in the page's fragment, replayed
 * read-only. A page of its own, so that it carries neither React nor the app: its code is
 * the engine, the link's reader, the one game the link names and this folder. `?lang=` and `?theme=` let the
 * site that frames it choose for its readers; otherwise the browser's language and theme.
 */
const root = document.getElementById('viewer');
const query = new URLSearchParams(location.search);
const asked = query.get('lang');
const language: Language = isLanguage(asked) ? asked : pickLanguage(navigator.languages);
const theme = query.get('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
document.documentElement.lang = language;

async function start(page: HTMLElement): Promise<void> {
  try {
    // Reading a link replays it by its game's rules: only that game loads.
    const game = linkedGame(location.hash);
    if (game) await loadGame(game);
    const read = parseLink(location.hash);
    if (!read.ok) {
      showError(page, await loadViewerWords(language), location.hash, read.error);
      return;
    }
    const words = await loadViewerLanguage(language, read.value.spec.game);
    showGame(page, read.value, words, appAddressOf(location.href));
  } catch (error) {
    // For whoever debugs the page that frames it; the reader gets the words below.
    console.error(error);
    showError(page, await loadViewerWords(language).catch(() => english), location.hash, 'failed');
  }
}

if (root) void start(root);
// A frame whose address changes after the # only is not loaded again by the browser.
addEventListener('hashchange', () => location.reload());
