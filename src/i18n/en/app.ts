/** The masthead, the start-up screen and the language picker. */
export const app = {
  tagline: 'Abacus and Abalone, hot-seat',
  opening: 'Opening your game…',
  menu: 'Menu',
  menuTitle: 'Puzzles, import, share, rules, help, settings and language',
  language: 'Language',
};
