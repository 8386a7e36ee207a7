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
