import { describe, expect, test } from 'vitest';
import { BLACK, cellName, moveInfo, parseMove, play, type Position, WHITE } from '../../src/engine';
import { type Paint, paintPicture } from '../../src/components/picture/paintPicture';
import {
  BAND,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureAt,
  placeBoard,
} from '../../src/components/picture/pictureSize';
import { PLAIN_STYLE } from '../../src/components/picture/pictureStyle';
import { initialPosition } from '../../src/games';

/** A 2D context that keeps what was drawn: each disc's colour and centre, and each text. */
function recorder() {
  const discs: { fill: string; x: number; y: number }[] = [];
  const texts: { text: string; x: number; y: number }[] = [];
  const fills: string[] = [];
  let arc: { x: number; y: number } | undefined;
  const paint = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    beginPath: () => (arc = undefined),
    moveTo: () => undefined,
    lineTo: () => undefined,
    closePath: () => undefined,
    arc: (x: number, y: number) => (arc = { x, y }),
    fill() {
      fills.push(String(this.fillStyle));
      if (arc) discs.push({ fill: String(this.fillStyle), ...arc });
    },
    stroke: () => undefined,
    fillRect: () => undefined,
    fillText: (text: string, x: number, y: number) => texts.push({ text, x, y }),
  };
  return { paint: paint as unknown as Paint, discs, texts, fills };
}

const content = (coordinates: boolean) => {
  const start = initialPosition('abalone', 5, 'belgian');
  const move = parseMove(start, 'a1b2');
  if (!move.ok) throw new Error(move.error.message);
  const info = moveInfo(start, move.value);
  return {
    pos: play(start, move.value),
    lastFrom: info.from,
    lastTo: info.to,
    coordinates,
    flipped: false,
    top: 'Black · Ann v White · Computer · Hard',
    bottom: 'After move 1 · Pushed off by Black 0 / 6',
  };
};

describe('a picture of a position', () => {
  test.each([true, false])('the board fits between the bands (coordinates %s)', (coordinates) => {
    const pos = initialPosition('abalone', 5);
    const place = placeBoard(pos.board, coordinates);
    for (let c = 0; c < pos.board.cellCount; c++) {
      const x = place.left + pos.board.x[c] * place.unit;
      const y = place.top + pos.board.y[c] * place.unit;
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(PICTURE_WIDTH);
      expect(y).toBeGreaterThan(BAND);
      expect(y).toBeLessThan(PICTURE_HEIGHT - BAND);
    }
  });

  test('draws every marble in its colour, the last move, the players and the counts', () => {
    const c = content(true);
    const { paint, discs, texts, fills } = recorder();
    paintPicture(paint, c, PLAIN_STYLE, placeBoard(c.pos.board, true));
    const count = (stone: number) => Array.from(c.pos.cells).filter((s) => s === stone).length;
    expect(discs.filter((d) => d.fill === PLAIN_STYLE.blackPiece)).toHaveLength(count(BLACK));
    expect(discs.filter((d) => d.fill === PLAIN_STYLE.whitePiece)).toHaveLength(count(WHITE));
    expect(fills.filter((f) => f === PLAIN_STYLE.last)).toHaveLength(c.lastTo.length);
    expect(fills.filter((f) => f === PLAIN_STYLE.lastFrom).length).toBeGreaterThan(0);
    const said = texts.map((t) => t.text);
    expect(said).toContain(c.top);
    expect(said).toContain(c.bottom);
    expect(said).toContain('A');
    expect(said).toContain('9');
    const top = texts.find((t) => t.text === c.top)!;
    const bottom = texts.find((t) => t.text === c.bottom)!;
    expect(top.y).toBeLessThan(BAND);
    expect(bottom.y).toBeGreaterThan(PICTURE_HEIGHT - BAND);
  });

  test('without coordinates no row letter is drawn', () => {
    const c = content(false);
    const { paint, texts } = recorder();
    paintPicture(paint, c, PLAIN_STYLE, placeBoard(c.pos.board, false));
    expect(texts.map((t) => t.text)).toEqual([c.top, c.bottom]);
  });

  test.each([
    [false, 'below'],
    [true, 'above'],
  ])('flipped %s, Black’s marbles of the Standard start are drawn %s White’s', (flipped, where) => {
    const pos = initialPosition('abalone', 5);
    const { paint, discs } = recorder();
    const c = { ...content(true), pos, lastFrom: [], lastTo: [], flipped };
    paintPicture(paint, c, PLAIN_STYLE, placeBoard(pos.board, true));
    const mean = (fill: string) => {
      const ys = discs.filter((d) => d.fill === fill).map((d) => d.y);
      return ys.reduce((a, b) => a + b, 0) / ys.length;
    };
    const blackLower = mean(PLAIN_STYLE.blackPiece) > mean(PLAIN_STYLE.whitePiece);
    expect(blackLower).toBe(where === 'below');
  });

  test('an Abacus game: each stone in its colour on its own cell, the last placement marked', () => {
    let pos: Position = initialPosition('abacus', 5);
    let last: number[] = [];
    for (const text of ['e5', 'd4', 'c3']) {
      const move = parseMove(pos, text);
      if (!move.ok) throw new Error(move.error.message);
      const info = moveInfo(pos, move.value);
      expect(info.from).toEqual([]);
      last = [...info.to];
      pos = play(pos, move.value);
    }
    const c = {
      pos,
      lastFrom: [],
      lastTo: last,
      coordinates: true,
      flipped: false,
      top: 'Black · Ann v White · Bo',
      bottom: 'After move 3',
    };
    const place = placeBoard(pos.board, true);
    const { paint, discs, fills } = recorder();
    paintPicture(paint, c, PLAIN_STYLE, place);
    const drawn = discs.map((d) => `${d.fill} ${d.x.toFixed(2)} ${d.y.toFixed(2)}`).sort();
    const stones: string[] = [];
    for (let cell = 0; cell < pos.board.cellCount; cell++) {
      const stone = pos.cells[cell];
      if (stone !== BLACK && stone !== WHITE) continue;
      const [x, y] = pictureAt(pos.board, false, place, pos.board.x[cell], pos.board.y[cell]);
      const fill = stone === BLACK ? PLAIN_STYLE.blackPiece : PLAIN_STYLE.whitePiece;
      stones.push(`${fill} ${x.toFixed(2)} ${y.toFixed(2)}`);
    }
    expect(drawn).toEqual(stones.sort());
    expect(drawn).toHaveLength(3);
    expect(last.map((cell) => cellName(pos.board, cell))).toEqual(['c3']);
    expect(fills.filter((f) => f === PLAIN_STYLE.last)).toHaveLength(1);
    expect(fills.filter((f) => f === PLAIN_STYLE.lastFrom)).toHaveLength(0);
  });
});
