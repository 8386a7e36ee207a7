import { openLibrary } from './library';
import { upgradeWatch } from './upgradeProgress';

/** How far an upgrade of the library, when this version brings one, has come. */
export const libraryUpgrade = upgradeWatch();

/**
 * The library, opening from the page's first script on. Opening IndexedDB takes the
 * browser 150–300 ms, and the game cannot be drawn before it is open; started here, it
 * opens while React loads and draws its first frame instead of after them.
 */
export const libraryOpening = openLibrary({ onUpgrade: libraryUpgrade.set });
