/**
 * Black's three marbles walk up the D column, pushing, until White's H4 can be pushed
 * off with e4 f4 g4 → h4: each turn is the marbles to pick and the cell to play to.
 */
export const TO_EJECTION: readonly (readonly [readonly string[], string])[] = [
  [['a4', 'b4', 'c4'], 'd4'],
  [['i9', 'h9'], 'g9'],
  [['b4', 'c4', 'd4'], 'e4'],
  [['g9', 'h9'], 'i9'],
  [['c4', 'd4', 'e4'], 'f4'],
  [['i9', 'h9'], 'g9'],
  [['d4', 'e4', 'f4'], 'g4'],
  [['g9', 'h9'], 'i9'],
];

/**
 * A whole Abalone game, Standard layout, that Black wins by pushing six off in 31 plies:
 * after `TO_EJECTION`, Black's three marbles push H4 off up the D column, step back, and
 * push again each time White (playing along) puts a marble on H4.
 */
export const SIX_OFF: readonly (readonly [readonly string[], string])[] = [
  ...TO_EJECTION,
  [['e4', 'f4', 'g4'], 'h4'],
  [['i9', 'h9'], 'g9'],
  [['f4', 'g4', 'h4'], 'e4'],
  [['h7', 'h6', 'h5'], 'h4'],
  [['e4', 'f4', 'g4'], 'h4'],
  [['g9', 'h9'], 'i9'],
  [['f4', 'g4', 'h4'], 'e4'],
  [['h6', 'h5'], 'h4'],
  [['e4', 'f4', 'g4'], 'h4'],
  [['i9', 'h9'], 'g9'],
  [['f4', 'g4', 'h4'], 'e4'],
  [['h5'], 'h4'],
  [['e4', 'f4', 'g4'], 'h4'],
  [['g9', 'h9'], 'i9'],
  [['f4', 'g4', 'h4'], 'e4'],
  [['i5'], 'h4'],
  [['e4', 'f4', 'g4'], 'h4'],
  [['i9', 'h9'], 'g9'],
  [['f4', 'g4', 'h4'], 'e4'],
  [['i6'], 'i5'],
  [['c3'], 'd3'],
  [['i5'], 'h4'],
  [['e4', 'f4', 'g4'], 'h4'],
];
