/**
 * The engine's second public entry: APGN as text, reading and writing records with their
 * side lines and move notes (RULES.md §5). Apart from `index.ts` because only the record
 * dialogs need it, and the page's first chunk stays without it.
 */
export { makeRecord, parseRecords, type RecordError } from './recordText';
export {
  clockAsComment,
  makeClock,
  makeEval,
  parseClock,
  parseComment,
  parseEval,
} from './noteText';
export { MAX_TAG_VALUE, readTagPair, type TagPair } from './tagPair';
