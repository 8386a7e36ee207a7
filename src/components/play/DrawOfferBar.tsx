import { otherPlayer } from '../../engine';
import { useT } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import { selectDrawOffer } from '../../store/game/selectors';

/**
 * An open draw offer: in a hot-seat game the opponent answers it here; against the
 * computer, its refusal. Either lapses with the next move.
 */
export function DrawOfferBar() {
  const store = useGameStore();
  const offer = useGame(selectDrawOffer);
  const remote = useGame((s) => s.remote);
  const t = useT();
  const said = t.side.draw;
  if (!offer) return null;
  if (offer.answer === 'declined') {
    return (
      <p className="hx-draw-offer" role="status" data-testid="draw-offer" data-answer="declined">
        {said.declined}
      </p>
    );
  }
  // Online, an offer made here is answered on the other device (the online panel says so).
  if (remote && offer.by !== remote) return null;
  const to = t.play.players[otherPlayer(offer.by)];
  return (
    <div
      className="hx-draw-offer"
      role="group"
      aria-label={said.label}
      data-testid="draw-offer"
      data-answer="pending"
    >
      <p>
        <strong>{said.offers(t.play.players[offer.by])}</strong> {said.question(to)}
      </p>
      <div className="hx-button-row">
        <button
          type="button"
          className="hx-primary"
          data-action="accept-draw"
          onClick={() => store.getState().answerDraw(true)}
        >
          {said.accept}
        </button>
        <button
          type="button"
          data-action="decline-draw"
          onClick={() => store.getState().answerDraw(false)}
        >
          {said.decline}
        </button>
      </div>
    </div>
  );
}
