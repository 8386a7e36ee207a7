import { openLibrary } from './library';

/**
 * The library, opening from the page's first script on. Opening IndexedDB takes the
 * browser 150–300 ms, and the game cannot be drawn before it is open; started here, it
 * opens while React loads and draws its first frame instead of after them.
 */
export const libraryOpening = openLibrary();
