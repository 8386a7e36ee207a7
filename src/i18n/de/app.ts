import type { Messages } from '../en';

export const app: Messages['app'] = {
  tagline: 'Abakus und Abalone, am selben Bildschirm',
  opening: 'Deine Partie wird geöffnet …',
  menu: 'Menü',
  menuTitle: 'Aufgaben, importieren, teilen, Regeln, Hilfe, Einstellungen und Sprache',
  language: 'Sprache',
};
