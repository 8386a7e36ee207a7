import type { OnlineWords } from './en';

export const de: OnlineWords = {
  title: 'Online spielen',
  intro:
    'Spiele gegen eine Freundin oder einen Freund auf einem anderen Gerät. Die Einladung enthält alles, was die beiden Browser brauchen, um einander zu finden: Kein Hexplay-Server ist beteiligt.',
  name: 'Dein Name',
  defaultName: 'Spieler',
  colour: 'Du spielst',
  colours: { black: 'Schwarz', white: 'Weiß', random: 'Egal, per Zufall' },
  createInvite: 'Einladung erstellen',
  preparing: 'Wird vorbereitet … (der Browser sucht seine Adressen, bis zu einigen Sekunden)',
  invite: 'Einladung',
  inviteHelp:
    'Schicke diesen Link an deine Freundin oder deinen Freund oder lass den Code scannen. Wenn die Antwort zurückkommt, füge sie unten ein.',
  qr: (what) => `QR-Code: ${what}`,
  copy: 'Kopieren',
  copied: 'Kopiert.',
  copyFailed: 'Kopieren fehlgeschlagen: Markiere den Text und kopiere ihn selbst.',
  share: 'Teilen …',
  answerInput: 'Antwort deines Gegenübers (Link oder Code)',
  connect: 'Verbinden',
  close: 'Schließen',
  cancel: 'Abbrechen',
  badReply: (why) => `Diese Antwort ist nicht lesbar: ${why}.`,
  badInvite: (why) => `Diese Einladung ist nicht lesbar: ${why}.`,
  invitedTitle: 'Eine Einladung zum Spiel',
  invites: (name, game) => `${name} lädt dich zu einer Partie ${game} ein.`,
  youPlay: (colour) => `Du spielst ${colour}.`,
  clock: (minutes, increment) => `Bedenkzeit: ${minutes} Min. + ${increment} s pro Zug.`,
  noClock: 'Ohne Uhr.',
  resumes: (ply) => `Sie setzt eure Partie nach Zug ${ply} fort.`,
  notInLibrary:
    'Diese Einladung setzt eine Partie fort, die dieser Browser nicht hat; hier kann sie nicht fortgesetzt werden.',
  accept: 'Annehmen',
  reply: 'Deine Antwort',
  replyHelp:
    'Schicke diese Antwort zurück. Die Partie beginnt auf beiden Bildschirmen, sobald sie dort eingefügt ist.',
  sentToTab: 'Die Antwort ging an den wartenden Tab; diesen kannst du schließen.',
  noTabWaiting:
    'Kein Tab dieses Browsers wartet auf diese Antwort: Füge sie im Tab der Einladung ein.',
  status: {
    connecting: 'Verbindung wird aufgebaut …',
    connected: 'Verbunden',
    reconnecting:
      'Verbindung verloren. Die Partie wartet: Erstelle eine neue Einladung, um sie fortzusetzen.',
    lost: 'Nicht verbunden.',
  },
  with: (name) => `Partie gegen ${name}`,
  noRoute:
    'Es wurde kein Weg zwischen den beiden Geräten gefunden. Versucht es im selben WLAN, mit einem TURN-Server unter Einstellungen → Online spielen, oder spielt per Link.',
  left: (name) => `${name} hat die Partie verlassen.`,
  notYourTurn: (name) => `${name} ist am Zug, auf dem eigenen Gerät.`,
  refused:
    'Die Gegenseite hat etwas geschickt, mit dem Hexplay nichts anfangen kann; es hat nichts verändert.',
  takeback: 'Zurücknahme erbitten',
  takebackAsked: 'Zurücknahme erbeten; warte auf die Antwort.',
  takebackWanted: (name) => `${name} möchte einen Zug zurücknehmen.`,
  rematch: 'Revanche',
  rematchAsked: 'Revanche angefragt; warte auf die Antwort.',
  rematchWanted: (name) => `${name} möchte eine Revanche mit getauschten Farben.`,
  yes: 'Annehmen',
  no: 'Ablehnen',
  drawWaiting: 'Remis angeboten; warte auf die Antwort.',
  reinvite: 'Neue Einladung zum Fortsetzen',
  leave: 'Online-Spiel verlassen',
  diverged:
    'Die beiden Partien weichen voneinander ab, daher wurde keine verändert. Deine, dann die andere:',
  chat: 'Nachrichten',
  chatInput: 'Eine kurze Nachricht',
  send: 'Senden',
  phrases: ['Hallo!', 'Viel Glück!', 'Gutes Spiel!', 'Danke!', 'Einen Moment, bitte.'],
  me: 'Du',
  settings: {
    title: 'Online spielen',
    stun: 'STUN-Server, einer pro Zeile',
    stunHelp:
      'Mit ihnen finden sich zwei Browser über das Internet, und sie erfahren deine öffentliche Adresse. Leere die Liste, um keinen zu nutzen: Im selben WLAN braucht es keinen.',
    turn: 'TURN-Server (optional)',
    turnHelp:
      'Ein Relais für Geräte, die einander nicht direkt erreichen; es sieht den Verkehr, verschlüsselt.',
    username: 'Benutzername',
    credential: 'Zugangsdaten',
    chat: 'Kurze Nachrichten in Online-Partien',
    save: 'Speichern',
    saved: 'Gespeichert.',
    bad: (why) => `Nicht gespeichert: ${why}.`,
  },
};
