import { useId, useState } from 'react';
import { useI18n } from '../../i18n/context';
import type { Invitation } from '../../online/invitation';
import { gameName } from '../labels';
import { OnlineNameField } from './OnlineNameField';
import { useOnlineWords } from './useOnlineWords';
import { otherPlayer } from '../../engine';

/** A friend's invitation as it arrived: who invites, to what, on what clock; and Accept. */
export function InvitationView({
  invitation,
  name,
  onAccept,
}: {
  readonly invitation: Invitation;
  readonly name: string;
  readonly onAccept: (name: string) => Promise<void>;
}) {
  const id = useId();
  const { t, number } = useI18n();
  const w = useOnlineWords();
  const [who, setWho] = useState(name);
  const [busy, setBusy] = useState(false);
  const { spec, resume } = invitation;
  const tc = spec.timeControl;
  return (
    <form
      className="hx-online-invitation"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void onAccept(who.trim() || w.defaultName).finally(() => setBusy(false));
      }}
    >
      <p data-testid="invitation-from">
        {w.invites(invitation.name, `${gameName(t, spec.game)} (${number(spec.n)})`)}
      </p>
      <p data-testid="invitation-colour">
        {w.youPlay(t.play.players[otherPlayer(invitation.host)])}
      </p>
      <p data-testid="invitation-clock">
        {tc ? w.clock(number(tc.base / 60), number(tc.increment)) : w.noClock}
      </p>
      {resume && <p data-testid="invitation-resume">{w.resumes(number(resume.ply))}</p>}
      <OnlineNameField id={id} value={who} onChange={setWho} />
      <div className="hx-dialog-buttons">
        <button type="submit" className="hx-primary" data-action="accept-invite" disabled={busy}>
          {w.accept}
        </button>
      </div>
    </form>
  );
}
