import type { Player } from '../../../engine';
import type { PeerState } from '../../../online/peer';

/**
 * The words of online play, which load with it. German, Portuguese and Italian are typed
 * against these keys.
 */
export const en = {
  title: 'Play online',
  intro:
    'Play a friend on another device. The invitation carries all the two browsers need to find each other: no Hexplay server is involved.',
  name: 'Your name',
  defaultName: 'Player',
  colour: 'You play',
  colours: { black: 'Black', white: 'White', random: 'Either, by chance' } satisfies Record<
    Player | 'random',
    string
  >,
  createInvite: 'Create invitation',
  preparing: 'Preparing… (the browser is finding its addresses, up to a few seconds)',
  invite: 'Invitation',
  inviteHelp:
    'Send this link to your friend, or let them scan the code. When they send their reply back, paste it below.',
  qr: (what: string) => `QR code of the ${what.toLowerCase()}`,
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it.',
  share: 'Share…',
  answerInput: 'Your friend’s reply (link or code)',
  connect: 'Connect',
  close: 'Close',
  cancel: 'Cancel',
  badReply: (why: string) => `This reply does not read: ${why}.`,
  badInvite: (why: string) => `This invitation does not read: ${why}.`,
  invitedTitle: 'An invitation to play',
  invites: (name: string, game: string) => `${name} invites you to a game of ${game}.`,
  youPlay: (colour: string) => `You play ${colour}.`,
  clock: (minutes: string, increment: string) =>
    `Time control: ${minutes} min + ${increment} s a move.`,
  noClock: 'No clock.',
  resumes: (ply: string) => `It resumes your game after move ${ply}.`,
  notInLibrary:
    'This invitation resumes a game this browser does not have, so it cannot be resumed here.',
  accept: 'Accept',
  reply: 'Your reply',
  replyHelp:
    'Send this reply back to your friend. The game starts on both screens as soon as they paste it.',
  sentToTab: 'The reply went to the tab that waits for it; you can close this one.',
  noTabWaiting: 'No tab of this browser waits for this reply: paste it in the invitation’s tab.',
  status: {
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnecting: 'Connection lost. The game waits: make a new invitation to resume it.',
    lost: 'Not connected.',
  } satisfies Record<PeerState, string>,
  with: (name: string) => `Playing ${name}`,
  noRoute:
    'No route between the two devices was found. Try both on the same Wi-Fi, a TURN server in Settings → Online play, or play by link.',
  left: (name: string) => `${name} has left the game.`,
  notYourTurn: (name: string) => `It is ${name}’s move, on their device.`,
  refused: 'The other side sent something Hexplay could not use; it changed nothing.',
  takeback: 'Ask to take back',
  takebackAsked: 'Takeback asked; waiting for the answer.',
  takebackWanted: (name: string) => `${name} asks to take back a move.`,
  rematch: 'Rematch',
  rematchAsked: 'Rematch asked; waiting for the answer.',
  rematchWanted: (name: string) => `${name} asks for a rematch, colours swapped.`,
  yes: 'Accept',
  no: 'Decline',
  drawWaiting: 'Draw offered; waiting for the answer.',
  reinvite: 'New invitation to resume',
  leave: 'Leave online play',
  diverged: 'The two games differ, so neither was changed. Yours, then theirs:',
  chat: 'Messages',
  chatInput: 'A short message',
  send: 'Send',
  phrases: ['Hello!', 'Good luck!', 'Good game!', 'Thanks!', 'One moment, please.'],
  me: 'You',
  settings: {
    title: 'Online play',
    stun: 'STUN servers, one a line',
    stunHelp:
      'They let two browsers find each other across the internet, and learn your public address. Clear the list to use none: on the same Wi-Fi none is needed.',
    turn: 'TURN server (optional)',
    turnHelp:
      'A relay for the devices that cannot reach each other directly; it sees the traffic, encrypted.',
    username: 'User name',
    credential: 'Credential',
    chat: 'Short messages in games online',
    save: 'Save',
    saved: 'Saved.',
    bad: (why: string) => `Not saved: ${why}.`,
  },
};

export type OnlineWords = typeof en;
