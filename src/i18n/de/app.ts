import type { Messages } from '../en';

export const app: Messages['app'] = {
  tagline: 'Abakus und Abalone, am selben Bildschirm',
  opening: 'Deine Partie wird geöffnet …',
  upgrading: (done: string, total: string) =>
    `Deine Sammlung wird für diese Version aktualisiert: ${done} von ${total} Partien …`,
  upgradingLabel: 'Aktualisierung der Sammlung',
  menu: 'Menü',
  menuTitle: 'Aufgaben, importieren, teilen, Regeln, Hilfe, Einstellungen und Sprache',
  language: 'Sprache',
  puzzles: 'Aufgaben',
  playOnline: 'Online spielen',
  puzzlesTitle: 'Aufgaben: Finde den Zug, der eine Kugel gewinnt oder den Sieg hält',
  rules: 'Regeln',
  help: '?',
  helpWord: 'Hilfe',
  helpLabel: 'Hilfe und Tastenkürzel',
  helpLabelTouch: 'Hilfe: Spielen per Touch und die Markierungen auf dem Brett',
  settings: 'Einstellungen',
  settingsTitle: 'Farbschema, Sprache, Ton und was das Brett zeigt',
  boardSettings: 'Brett-Einstellungen…',
  importButton: 'Importieren',
  shareButton: 'Teilen / Exportieren',
  confirm: { cancel: 'Abbrechen' },
  crash: {
    title: 'Etwas ist schiefgegangen',
    recover: 'Neue Partie beginnen',
    download: 'Die Partie herunterladen',
    recoverResets:
      'Eine neue Partie zu beginnen setzt auch deine Einstellungen (Design, Sprache, Ton, Animation) auf die Standardwerte zurück, falls eine davon den Absturz verursacht hat.',
    reload: 'Neu laden',
    safe: 'Deine anderen Partien sind unter Partien sicher; nichts wurde gelöscht.',
  },
  update: {
    ready: 'Eine neue Version von Hexplay ist bereit.',
    reload: 'Neu laden und aktualisieren',
    later: 'Später',
  },
};
