import { type ReactNode, Suspense } from 'react';
import { beforeAll, expect, test } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { SelfPlay } from '../../src/components/learn/SelfPlay';
import { RulesPage } from '../../src/components/learn/RulesPage';
import { I18nProvider, makeI18n } from '../../src/i18n/context';
import { learningOf } from '../../src/games';
import { ABACUS_STATS } from '../../src/games/abacus/stats';
import { de } from '../i18n/dictionaries';

beforeAll(() =>
  Promise.all([
    learningOf('abacus', 'en'),
    learningOf('abacus', 'de'),
    learningOf('abalone', 'en'),
  ]),
);

async function show(node: ReactNode): Promise<void> {
  await act(async () => {
    render(<Suspense fallback={null}>{node}</Suspense>);
  });
}

test('the rules page shows who is favoured on each board, from the statistics file', async () => {
  await show(<RulesPage game="abacus" />);
  const section = document.querySelector<HTMLElement>('[data-section="abacus-favoured"]')!;
  expect(within(section).getByRole('heading', { name: 'Who is favoured' })).toBeInTheDocument();
  const part = within(section).getByTestId('self-play');
  const table = within(part).getByRole('table', { name: 'Hard against Hard' });
  const rows = [...table.querySelectorAll<HTMLElement>('tbody [data-size]')];
  expect(rows.map((r) => Number(r.dataset.size))).toEqual(ABACUS_STATS.map((s) => s.size));
  ABACUS_STATS.forEach((s, i) => {
    const field = (name: string) => rows[i].querySelector(`[data-field="${name}"]`)?.textContent;
    expect(field('games')).toBe(String(s.games));
    expect(field('black-wins')).toBe(String(s.blackWins));
    expect(field('white-wins')).toBe(String(s.whiteWins));
    const pct = (x: number) =>
      new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(x);
    expect(field('score')).toBe(`${pct(s.score)} (95%: ${pct(s.low)}–${pct(s.high)})`);
    expect(field('lengths')).toContain(`median ${s.lengths.median}`);
    // Its histogram: a bar for each length class, each named in words.
    const chart = within(part).getByRole('img', {
      name: new RegExp(`^Games by length on the board of side ${s.size}:`),
    });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((b) => Number(b.getAttribute('data-count')))).toEqual(s.histogram.counts);
    const { from, width, counts } = s.histogram;
    expect(chart.getAttribute('aria-label')).toContain(
      `${from}–${from + width - 1} plies: ${counts[0]}`,
    );
  });
  expect(part).toHaveTextContent(
    `Hard looked at ${ABACUS_STATS[0].nodes.toLocaleString('en')} positions`,
  );
});

test('in German, and not at all for a game without statistics', async () => {
  await show(
    <I18nProvider language="de" initial={makeI18n('de', de)}>
      <SelfPlay game="abacus" />
    </I18nProvider>,
  );
  expect(screen.getByRole('table', { name: 'Schwer gegen Schwer' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Siege Schwarz' })).toBeInTheDocument();
  await show(<SelfPlay game="abalone" />);
  expect(screen.getAllByTestId('self-play')).toHaveLength(1);
});
