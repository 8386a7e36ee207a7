import type { AnalysisActions, AnalysisState } from './analysisBoard/types';
import type { ClocksActions, ClocksState } from './clocks/types';
import type { ComputerPlayerActions, ComputerPlayerState } from './computerPlayer/types';
import type { DrawActions, DrawState } from './draws/types';
import type { FlowActions, FlowState } from './flow/types';
import type { PremoveActions, PremoveState } from './premove/types';
import type { ReviewActions, ReviewState } from './review/reviewSession';
import type { SideLinesActions, SideLinesState } from './sideLines/types';

/**
 * A game at the screen: the saved game (`SavedGame`, owned by the flow and side-line
 * slices) and the session around it, which a reload does not keep.
 */
export type GameState = FlowState &
  SideLinesState &
  DrawState &
  ComputerPlayerState &
  AnalysisState &
  ClocksState &
  ReviewState &
  PremoveState;
export type GameActions = FlowActions &
  SideLinesActions &
  DrawActions &
  ComputerPlayerActions &
  AnalysisActions &
  ClocksActions &
  ReviewActions &
  PremoveActions;
export type GameStore = GameState & GameActions;
