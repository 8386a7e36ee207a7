import { EndingControls } from './EndingControls';
import { GameControls } from './GameControls';
import { SideTabs } from './SideTabs';
import { StatusPanel } from './StatusPanel';

/**
 * The column beside the board: status, controls, the moves and the tabs above them, and
 * the ways to end the game. A chunk of its own, loaded once the board is on screen.
 */
export default function SidePanels() {
  return (
    <aside className="hx-side">
      <div className="hx-side-main">
        <StatusPanel />
        <GameControls />
        <SideTabs />
      </div>
      <EndingControls />
    </aside>
  );
}
