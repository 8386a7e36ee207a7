import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { otherPlayer } from '../../engine';
import { useI18n } from '../../i18n/context';
import { useApp, useGame } from '../../store/context';
import {
  selectDrawOffer,
  selectFinalOutcome,
  selectRemoteToMove,
} from '../../store/game/selectors';
import { invite, leave, live } from '../../online/live';
import { seatOf } from '../../online/onlineGame';
import { SESSION_START, type SessionState } from '../../online/session';
import type { PeerState } from '../../online/peer';
import { appAddress } from '../library/share';
import { ChatBox } from './ChatBox';
import { useOnlineWords } from './useOnlineWords';
import { loadOnlineSettings } from '../../online/onlineSettings';

/** A session's state where there is none yet: a game online reopened after a reload. */
const NO_SESSION = createStore<SessionState>()(() => ({ ...SESSION_START, peer: 'reconnecting' }));

/** How long the note that the board waits for the other side stays up, in ms. */
const NOTE_MS = 2_500;

/**
 * A game online beside its board: the connection, the other side's name, what waits for
 * an answer (a takeback, a rematch, a draw), messages, and a new invitation when the
 * connection has gone.
 */
export function OnlinePanel() {
  const w = useOnlineWords();
  const { t } = useI18n();
  const app = useApp();
  const session = useStore(live, (s) => s.session);
  const livePeer = useStore(live, (s) => s.peer);
  const liveProblem = useStore(live, (s) => s.problem);
  const state = useStore(session?.state ?? NO_SESSION);
  const id = useGame((s) => s.id);
  const remoteToMove = useGame(selectRemoteToMove);
  const over = useGame((s) => selectFinalOutcome(s) !== undefined);
  const drawOffer = useGame(selectDrawOffer);
  const remote = useGame((s) => s.remote);
  const seat = seatOf(id);
  const theirName = state.theirName ?? seat?.theirName ?? t.play.players[remote ?? 'white'];
  const peer: PeerState = session ? state.peer : (livePeer ?? 'reconnecting');
  const [note, setNote] = useState<string | undefined>();

  // A game online reopened after a reload: its other colour is still not this screen's.
  useEffect(() => {
    if (!session && seat && !over) app.store.getState().setRemote(otherPlayer(seat.me));
  }, [session, seat, over, app.store]);

  // A click on the board while the other side is to move does nothing; this says why.
  useEffect(() => {
    if (!remoteToMove) return;
    const board = document.querySelector('[data-testid="board"]');
    if (!board) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tell = (): void => {
      setNote(w.notYourTurn(theirName));
      clearTimeout(timer);
      timer = setTimeout(() => setNote(undefined), NOTE_MS);
    };
    board.addEventListener('pointerdown', tell);
    return () => {
      board.removeEventListener('pointerdown', tell);
      clearTimeout(timer);
    };
  }, [remoteToMove, theirName, w]);

  const statusWords =
    peer === 'connected' ? `${w.status.connected}: ${w.with(theirName)}` : w.status[peer];
  const gone = peer === 'reconnecting' || (peer === 'lost' && !state.left);
  return (
    <section className="hx-online" aria-label={w.title} data-testid="online-panel">
      <p
        role="status"
        className="hx-peer-status"
        data-testid="peer-status"
        data-state={peer}
        data-rtt={state.rtt === undefined ? undefined : Math.round(state.rtt)}
      >
        {statusWords}
      </p>
      {state.problem === 'no-route' || liveProblem === 'no-route' ? (
        <p role="alert" data-testid="no-route">
          {w.noRoute}
        </p>
      ) : null}
      {state.left && <p data-testid="peer-left">{w.left(theirName)}</p>}
      {note && (
        <p role="status" data-testid="online-note">
          {note}
        </p>
      )}
      {state.refused > 0 && (
        <p role="alert" data-testid="online-refused" data-count={state.refused}>
          {w.refused}
        </p>
      )}
      {state.diverged && (
        <div role="alert" data-testid="online-diverged">
          <p>{w.diverged}</p>
          <ol className="hx-online-moves" data-side="mine">
            {state.diverged.mine.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ol>
          <ol className="hx-online-moves" data-side="theirs">
            {state.diverged.theirs.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ol>
        </div>
      )}
      {drawOffer && drawOffer.by !== remote && drawOffer.answer === 'pending' && (
        <p role="status" data-testid="draw-waiting">
          {w.drawWaiting}
        </p>
      )}
      {session && peer === 'connected' && (
        <div className="hx-button-row">
          {!over && state.takeback === undefined && (
            <button type="button" data-action="ask-takeback" onClick={() => session.askTakeback()}>
              {w.takeback}
            </button>
          )}
          {over && state.rematch === undefined && (
            <button type="button" data-action="online-rematch" onClick={() => session.askRematch()}>
              {w.rematch}
            </button>
          )}
        </div>
      )}
      {session && state.takeback && (
        <Ask
          testId="takeback-ask"
          from={state.takeback.from}
          waiting={w.takebackAsked}
          wanted={w.takebackWanted(theirName)}
          onAnswer={(yes) => session.answerTakeback(yes)}
          action="takeback"
        />
      )}
      {session && state.rematch && (
        <Ask
          testId="rematch-ask"
          from={state.rematch.from}
          waiting={w.rematchAsked}
          wanted={w.rematchWanted(theirName)}
          onAnswer={(yes) => session.answerRematch(yes)}
          action="rematch"
        />
      )}
      <div className="hx-button-row">
        {gone && !over && seat && (
          <button
            type="button"
            data-action="resume-invite"
            onClick={() =>
              void invite({
                store: app.store,
                spec: app.store.getState().spec,
                colour: seat.me,
                name: seat.myName,
                base: appAddress(),
                resume: true,
              })
            }
          >
            {w.reinvite}
          </button>
        )}
        {session && (
          <button
            type="button"
            data-action="leave-online"
            onClick={() => {
              leave();
              app.store.getState().setRemote(undefined);
            }}
          >
            {w.leave}
          </button>
        )}
      </div>
      {session && loadOnlineSettings().chat && <ChatBox session={session} lines={state.chat} />}
    </section>
  );
}

function Ask({
  testId,
  from,
  waiting,
  wanted,
  onAnswer,
  action,
}: {
  readonly testId: string;
  readonly from: 'me' | 'them';
  readonly waiting: string;
  readonly wanted: string;
  readonly onAnswer: (yes: boolean) => void;
  readonly action: string;
}) {
  const w = useOnlineWords();
  if (from === 'me') {
    return (
      <p role="status" data-testid={testId} data-from="me">
        {waiting}
      </p>
    );
  }
  return (
    <div role="group" aria-label={wanted} data-testid={testId} data-from="them">
      <p>{wanted}</p>
      <div className="hx-button-row">
        <button
          type="button"
          className="hx-primary"
          data-action={`accept-${action}`}
          onClick={() => onAnswer(true)}
        >
          {w.yes}
        </button>
        <button type="button" data-action={`decline-${action}`} onClick={() => onAnswer(false)}>
          {w.no}
        </button>
      </div>
    </div>
  );
}
