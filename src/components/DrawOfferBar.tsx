import { otherPlayer } from '../engine';
import { useGame, useGameStore } from '../store/context';
import { selectDrawOffer } from '../store/selectors';
import { playerName } from './labels';

/**
 * An open draw offer: in a hot-seat game the opponent answers it here; against the
 * computer, its refusal. Either lapses with the next move.
 */
export function DrawOfferBar() {
  const store = useGameStore();
  const offer = useGame(selectDrawOffer);
  if (!offer) return null;
  if (offer.answer === 'declined') {
    return (
      <p className="hx-draw-offer" role="status" data-testid="draw-offer" data-answer="declined">
        The computer declines the draw: it rates its position as better. Play on.
      </p>
    );
  }
  const to = playerName(otherPlayer(offer.by));
  return (
    <div
      className="hx-draw-offer"
      role="group"
      aria-label="Draw offer"
      data-testid="draw-offer"
      data-answer="pending"
    >
      <p>
        <strong>{playerName(offer.by)} offers a draw.</strong> {to}, do you accept?
      </p>
      <div className="hx-button-row">
        <button
          type="button"
          className="hx-primary"
          data-action="accept-draw"
          onClick={() => store.getState().answerDraw(true)}
        >
          Accept
        </button>
        <button
          type="button"
          data-action="decline-draw"
          onClick={() => store.getState().answerDraw(false)}
        >
          Decline
        </button>
      </div>
    </div>
  );
}
