import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type GameChange, changesOf } from '../../announce/changes';
import { describeMove } from '../../announce/describe';
import { type I18n, useI18n } from '../../i18n/context';
import { soundsOf } from '../../sound/triggers';
import { sounds } from '../../sound/synth';
import { useGameStore, usePrefsStore } from '../../store/context';
import type { GameStore } from '../../store/game';
import { outcomeReason, outcomeTitle } from '../labels';

/** What a screen reader says about one change to the game. */
function sayChange(change: GameChange, i18n: I18n): string {
  const t = i18n.t.settings;
  switch (change.kind) {
    case 'move':
      return t.announce.move(
        String(change.number),
        change.text,
        describeMove(change.pos, change.move, i18n.t.games),
        change.computer,
      );
    case 'takeback':
      return t.announce.takenBack(change.count);
    case 'result':
      return t.announce.result(
        outcomeTitle(i18n.t, change.outcome),
        outcomeReason(i18n.t, change.outcome, change.pos, i18n.number),
      );
  }
}

/**
 * Says every move as it is played (the person's and the computer's), a takeback and the
 * result, in a polite live region that screen readers read out and nobody sees; and,
 * when sound is on, plays each one's sound. Errors are already alerts where they are
 * shown (the computer's failure, a notice, the storage banner).
 */
export function Announcer() {
  const store = useGameStore();
  const prefs = usePrefsStore();
  const i18n = useI18n();
  const [said, setSaid] = useState({ text: '', key: 0 });
  // The words last drawn: changes that come together before the next drawing, such as the
  // computer's move and the premove played on it, are said together rather than the last alone.
  const drawn = useRef(0);
  useEffect(() => {
    drawn.current = said.key;
  }, [said.key]);
  // An effect event reads the language in use without resubscribing when it changes.
  const onChange = useEffectEvent((next: GameStore, prev: GameStore) => {
    const changes = changesOf(prev, next);
    if (changes.length === 0) return;
    const text = changes.map((c) => sayChange(c, i18n)).join(' ');
    setSaid((s) => ({
      text: s.key === drawn.current ? text : `${s.text} ${text}`,
      key: s.key + 1,
    }));
    if (prefs.getState().sound) {
      soundsOf(changes).forEach((sound, i) => sounds.play(sound, i * 0.25));
    }
  });
  useEffect(() => store.subscribe((next, prev) => onChange(next, prev)), [store]);
  return (
    <div className="hx-visually-hidden" aria-live="polite" data-testid="announcer">
      {/* A new node each time, so that the same words said twice are read twice. */}
      {said.text ? <p key={said.key}>{said.text}</p> : null}
    </div>
  );
}
