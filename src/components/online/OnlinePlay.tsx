import { useEffect, useId, useState } from 'react';
import '../../styles/online.css';
import { useStore } from 'zustand';
import { useApp, useGame } from '../../store/context';
import { selectFinalOutcome } from '../../store/game/selectors';
import { INVITE_KEY, type Invitation, parseInvitation, REPLY_KEY } from '../../online/invitation';
import { accept, closeLive, connect, invite, live, type LiveStep } from '../../online/live';
import { rememberName, savedName, seatOf } from '../../online/onlineGame';
import { isOnlineGame } from '../../store/game/onlineEvent';
import { appAddress } from '../library/share';
import { Modal } from '../shell/Modal';
import { InvitationView } from './InvitationView';
import { LinkBox } from './LinkBox';
import { OnlinePanel } from './OnlinePanel';
import { OnlineSetup } from './OnlineSetup';
import { replyChannel } from './replyChannel';
import { useOnlineWords } from './useOnlineWords';

/** What the page was opened with, read once: an invitation or a reply in the fragment. */
type Arrival =
  | { readonly kind: 'none' }
  | { readonly kind: 'invitation'; readonly text: string }
  | { readonly kind: 'reply'; readonly text: string };

function takeArrival(): Arrival {
  const hash = location.hash;
  const kind = hash.startsWith(`#${REPLY_KEY}=`)
    ? 'reply'
    : hash.startsWith(`#${INVITE_KEY}=`)
      ? 'invitation'
      : undefined;
  if (!kind) return { kind: 'none' };
  // Cleared at once: a reload shows the game, not the invitation again.
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return { kind, text: hash };
}

/**
 * Online play: the dialog that makes an invitation, reads one, or makes the reply, and,
 * once a game is online, the panel beside it. Loaded only when asked for, or for a game
 * played online.
 */
export function OnlinePlay({
  dialog,
  onClose,
}: {
  readonly dialog: boolean;
  readonly onClose: () => void;
}) {
  const [arrival] = useState(takeArrival);
  const step = useStore(live, (s) => s.step);
  const online = useGame((s) => isOnlineGame(s.tags) && selectFinalOutcome(s) === undefined);
  const playing = step.step === 'playing';
  // An invitation in the making shows, wherever it was asked for, until closed at its step.
  const [closedAt, setClosedAt] = useState<LiveStep | undefined>();
  const underway = step.step !== 'idle' && !playing;
  // Once the game starts, the dialog gives way to the board.
  useEffect(() => {
    if (playing) onClose();
  }, [playing, onClose]);
  const shown =
    !playing && (dialog || ((arrival.kind !== 'none' || underway) && closedAt !== step));
  return (
    <>
      {shown && (
        <OnlineDialog
          arrival={arrival}
          onClose={() => {
            setClosedAt(step);
            onClose();
          }}
        />
      )}
      {(playing || online) && <OnlinePanel />}
    </>
  );
}

function OnlineDialog({
  arrival,
  onClose,
}: {
  readonly arrival: Arrival;
  readonly onClose: () => void;
}) {
  const id = useId();
  const w = useOnlineWords();
  const app = useApp();
  const step = useStore(live, (s) => s.step);
  const spec = useGame((s) => s.spec);
  const [invitation, setInvitation] = useState<Invitation | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [replyNote, setReplyNote] = useState<string | undefined>();
  const [answer, setAnswer] = useState('');
  const name = savedName(w.defaultName);

  useEffect(() => {
    if (arrival.kind === 'invitation') {
      void parseInvitation(arrival.text).then((read) =>
        read.ok ? setInvitation(read.value) : setProblem(w.badInvite(read.error.message)),
      );
    }
    if (arrival.kind === 'reply') {
      void replyChannel
        .hand(arrival.text)
        .then((taken) => setReplyNote(taken ? w.sentToTab : w.noTabWaiting));
    }
    // Read once, as the page arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival]);

  // The host's tab takes a reply opened as a link in another tab of this browser.
  useEffect(() => {
    if (step.step !== 'invited') return;
    return replyChannel.listen(async (text) => {
      const done = await connect(text);
      if (!done.ok) setProblem(w.badReply(done.error.message));
      return done.ok;
    });
  }, [step, w]);

  // An invitation or a reply waiting goes on waiting behind a closed dialog: Play online
  // shows it again.
  const close = (): void => {
    if (step.step === 'failed') closeLive();
    onClose();
  };

  const resumable = isOnlineGame(app.store.getState().tags) && seatOf(app.store.getState().id);

  let body;
  if (replyNote) {
    body = <p data-testid="reply-handed">{replyNote}</p>;
  } else if (step.step === 'preparing') {
    body = (
      <p role="status" data-testid="online-preparing">
        {w.preparing}
      </p>
    );
  } else if (step.step === 'failed') {
    body = <p role="alert">{step.message}</p>;
  } else if (step.step === 'invited') {
    body = (
      <>
        <LinkBox
          label={w.invite}
          help={w.inviteHelp}
          link={step.link}
          field="invite"
          qrTestId="invite-qr"
        />
        <form
          className="hx-online-answer"
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(undefined);
            void connect(answer).then((done) => {
              if (!done.ok) setProblem(w.badReply(done.error.message));
            });
          }}
        >
          <label htmlFor={`${id}-answer`}>{w.answerInput}</label>
          <textarea
            id={`${id}-answer`}
            rows={3}
            value={answer}
            data-field="answer-input"
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
          <button
            type="submit"
            className="hx-primary"
            data-action="connect"
            disabled={!answer.trim()}
          >
            {w.connect}
          </button>
        </form>
      </>
    );
  } else if (step.step === 'answered') {
    body = (
      <LinkBox
        label={w.reply}
        help={w.replyHelp}
        link={step.link}
        field="answer"
        qrTestId="answer-qr"
      />
    );
  } else if (invitation) {
    body = (
      <InvitationView
        invitation={invitation}
        name={name}
        onAccept={async (who) => {
          rememberName(who);
          if (invitation.resume) {
            // The game resumed must be this browser's own, on the board.
            if (app.store.getState().id !== invitation.gameId) {
              const held = await app.library?.get(invitation.gameId);
              if (held) await app.resume(invitation.gameId);
            }
            if (app.store.getState().id !== invitation.gameId) {
              setProblem(w.notInLibrary);
              return;
            }
          }
          await accept({ store: app.store, invitation, name: who, base: appAddress() });
        }}
      />
    );
  } else if (arrival.kind === 'invitation') {
    body = problem ? null : <p role="status">{w.preparing}</p>;
  } else {
    body = (
      <>
        <p className="hx-online-help">{w.intro}</p>
        <OnlineSetup
          spec={spec}
          name={name}
          onCancel={close}
          onInvite={({ spec: chosen, colour, name: who }) => {
            rememberName(who);
            void invite({ store: app.store, spec: chosen, colour, name: who, base: appAddress() });
          }}
        />
        {resumable && (
          <button
            type="button"
            data-action="resume-invite"
            onClick={() =>
              void invite({
                store: app.store,
                spec,
                colour: resumable.me,
                name: resumable.myName,
                base: appAddress(),
                resume: true,
              })
            }
          >
            {w.reinvite}
          </button>
        )}
      </>
    );
  }
  return (
    <Modal labelId={`${id}-title`} onCancel={close} testId="online-dialog">
      <h2 id={`${id}-title`}>{invitation && step.step === 'idle' ? w.invitedTitle : w.title}</h2>
      <div className="hx-online-dialog">
        {body}
        {problem && (
          <p role="alert" data-testid="online-problem">
            {problem}
          </p>
        )}
      </div>
      {step.step !== 'idle' || invitation || replyNote ? (
        <div className="hx-dialog-buttons">
          <button type="button" data-action="close-online" onClick={close}>
            {w.close}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
