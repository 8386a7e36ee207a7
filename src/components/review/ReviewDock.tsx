import { lazy, Suspense } from 'react';
import { useGame } from '../../store/context';
import { selectReviewing } from '../../store/game/selectors';

// The review's own code and words load when a review is first opened.
const ReviewPanel = lazy(() => import('./ReviewPanel').then((m) => ({ default: m.ReviewPanel })));

/**
 * Where a game's review opens, the same way on every screen: under the board where the
 * screen is wide, as a sheet at the foot of a phone's screen. It takes its room in the
 * page's flow, so that it never lies over the board, the turn or the controls.
 */
export function ReviewDock() {
  const reviewing = useGame(selectReviewing);
  if (!reviewing) return null;
  return (
    <div className="hx-review-dock" data-testid="review-dock">
      <Suspense fallback={null}>
        <ReviewPanel />
      </Suspense>
    </div>
  );
}
