/**
 * The engine's public API. Other layers import from here only (ESLint enforces it); the
 * files behind it are free to change. The AI alone reaches further in, for speed.
 */
export {
  BLACK,
  type Colour,
  EMPTY,
  type Game,
  GAMES,
  isGame,
  type Move,
  opponent,
  otherPlayer,
  type Outcome,
  OUTCOME_REASONS,
  type OutcomeReason,
  type ParseError,
  type Player,
  playerOf,
  PLAYERS,
  WHITE,
} from './types';
export { err, ok, type Result } from './result';
export { quote } from './quote';
export { withoutByteOrderMark } from './byteOrderMark';
export {
  type Board,
  boardOf,
  cellAt,
  cellName,
  DIRECTIONS,
  directionBetween,
  lineBetween,
  MAX_SIZE,
  MIN_SIZE,
  NONE,
  opposite,
  parseCell,
  step,
} from './hex';
export { type Layout, STANDARD_LAYOUT } from './layouts';
export {
  clonePosition,
  type Extras,
  NO_EXTRAS,
  type Position,
  positionKey,
  type Setup,
  toSetup,
} from './position';
export { makeRows, parseRows, type RowsError } from './rows';
export {
  type GameRules,
  type GameTable,
  type MoveInfo,
  rulesTitled,
  type StatusFigure,
} from './rules';
export {
  fromSetup,
  layoutPosition,
  makePosition,
  makePositionTag,
  readPosition,
  readPositionTag,
  type PositionError,
  type PositionErrorCode,
} from './setup';
export {
  generateMoves,
  isLegal,
  legalMoves,
  makeMove,
  makeNullMove,
  MAX_MOVES,
  moveInfo,
  outcome,
  play,
  unmakeMove,
  unmakeNullMove,
} from './game';
export {
  extendReplay,
  gameOutcome,
  type Replay,
  replayOutcome,
  startReplay,
  truncateReplay,
} from './replay';
export { makeMoveText, type MoveError, parseMove } from './notation';
export {
  describeOutcome,
  type GameRecord,
  type LineNotes,
  type RecordGame,
  type RecordStart,
  recordStart,
  type RecordVariation,
  type ReplayError,
  type ReplayOptions,
  replayTokens,
  replayRecord,
  type ResultText,
  resultText,
  RESULTS,
  tagValue,
} from './record';
export {
  cleanNotes,
  type Evaluation,
  type Glyph,
  GLYPHS,
  isGlyph,
  MAX_CLOCK,
  MAX_COMMENT,
  type MoveNotes,
} from './notes';
export { divide, perft } from './perft';
export { readBoardSize } from './boardSize';
