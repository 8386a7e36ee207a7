import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Diagram } from '../../src/components/learn/Diagram';
import { positionOf } from '../../src/components/learn/positionOf';
import { DIAGRAM_WORDS, DIAGRAMS, type DiagramId } from './learning';

/**
 * The rules page sets its diagrams in columns of at least 15rem: three to a row in the
 * 60rem dialog, one on a phone. Either way a diagram's board is drawn about 280 px wide.
 */
const USUAL_BOARD_PX = 280;
/** A glyph's box in ems: a digit or capital is about 0.6 em wide and 0.7 em tall. */
const GLYPH = { width: 0.6, height: 0.7 };
/** The circle around a cell's drawn hexagon (0.97 of a cell), in cell widths. */
const CELL_RADIUS = 0.97 / Math.sqrt(3);

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

function labelsOf(id: DiagramId) {
  render(<Diagram id={id} data={DIAGRAMS[id]} text={DIAGRAM_WORDS[id]} />);
  const figure = document.querySelector(`[data-diagram="${id}"]`)!;
  const svg = figure.querySelector('svg')!;
  const [minX, minY, width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  const texts = [...figure.querySelectorAll('[data-testid="coordinates"] text')];
  const boxes = texts.map((text): Box => {
    const size = parseFloat(getComputedStyle(text).fontSize);
    const x = Number(text.getAttribute('x'));
    const y = Number(text.getAttribute('y'));
    const half = {
      w: (GLYPH.width * size * text.textContent!.length) / 2,
      h: (GLYPH.height * size) / 2,
    };
    return { left: x - half.w, right: x + half.w, top: y - half.h, bottom: y + half.h };
  });
  const sizes = texts.map((text) => parseFloat(getComputedStyle(text).fontSize));
  return {
    frame: { left: minX, top: minY, right: minX + width, bottom: minY + height },
    width,
    boxes,
    sizes,
  };
}

const overlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How far a box is from a point, 0 when the point is inside it. */
const distance = (b: Box, x: number, y: number): number =>
  Math.hypot(Math.max(b.left - x, 0, x - b.right), Math.max(b.top - y, 0, y - b.bottom));

test.each(Object.keys(DIAGRAMS) as DiagramId[])(
  'the %s diagram labels its rows and diagonals at 11 px or more, clear of each other and the cells',
  (id) => {
    const { frame, width, boxes, sizes } = labelsOf(id);
    expect(boxes.length).toBeGreaterThan(0);
    for (const size of sizes) expect((size * USUAL_BOARD_PX) / width).toBeGreaterThanOrEqual(11);
    const { board } = positionOf(DIAGRAMS[id].position);
    boxes.forEach((box, i) => {
      expect(box.left).toBeGreaterThanOrEqual(frame.left);
      expect(box.right).toBeLessThanOrEqual(frame.right);
      expect(box.top).toBeGreaterThanOrEqual(frame.top);
      expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
      for (const other of boxes.slice(i + 1)) expect(overlap(box, other)).toBe(false);
      for (let c = 0; c < board.cellCount; c++) {
        expect(distance(box, board.x[c], board.y[c])).toBeGreaterThanOrEqual(CELL_RADIUS);
      }
    });
  },
);
