import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  figureFilter,
  type GamesFilter,
  matchesFilter,
  periodStart,
} from '../../src/stats/gamesFilter';
import { libraryStats, scorePercent } from '../../src/stats/libraryStats';
import { gameOutcome, parseOpponentKey, sideOf } from '../../src/stats/yourSide';
import { daysAgo, entry, NOW, online, seededLibrary, vsComputer } from './entries';

describe('whose game a library game is', () => {
  test.each([
    ['Human against Hard', vsComputer('black', 'hard', '1-0'), 'computer', 'black', 'level:hard'],
    [
      'Expert against Human',
      vsComputer('white', 'expert', '*'),
      'computer',
      'white',
      'level:expert',
    ],
    ['online as White against Ada', online('white', 'Ada', '0-1'), 'online', 'white', 'person:Ada'],
    ['two people', {}, 'local', undefined, undefined],
    ['an imported record', { imported: true as const }, 'imported', undefined, undefined],
    [
      'Hard against Expert',
      { players: { black: 'hard', white: 'expert' } as const },
      'computers',
      undefined,
      undefined,
    ],
    ['a summary without player codes', { players: undefined }, 'local', undefined, undefined],
  ])('%s', (_, summary, kind, you, opponent) => {
    const side = sideOf(entry(0, summary).summary);
    expect(side.kind).toBe(kind);
    expect('you' in side ? side.you : undefined).toBe(you);
    expect('opponent' in side ? side.opponent : undefined).toBe(opponent);
  });

  test.each([
    ['1-0', 'black', 'won'],
    ['1-0', 'white', 'lost'],
    ['0-1', 'white', 'won'],
    ['0-1', 'black', 'lost'],
    ['1/2-1/2', 'black', 'drawn'],
    ['*', 'white', undefined],
    ['nonsense', 'black', undefined],
  ] as const)('%s for %s: %s', (result, you, outcome) => {
    expect(gameOutcome(result, you)).toBe(outcome);
  });

  test.each([
    ['level:hard', { level: 'hard' }],
    ['person:Ada Lovelace', { name: 'Ada Lovelace' }],
    ['person:', { name: '' }],
    ['level:grandmaster', undefined],
    ['robot:x', undefined],
  ])('opponent key %s', (key, parsed) => {
    expect(parseOpponentKey(key)).toEqual(parsed);
  });
});

describe('the statistics of a seeded library', () => {
  const stats = libraryStats(seededLibrary(), { period: 'all' }, NOW);

  test('games by kind and by board', () => {
    expect(stats.games).toBe(12);
    expect(stats.kinds).toEqual({ computer: 5, online: 2, local: 3, computers: 1, imported: 1 });
    expect(stats.boards).toEqual([
      { game: 'abalone', n: 5, layout: 'standard', games: 8 },
      { game: 'abacus', n: 5, layout: 'standard', games: 3 },
      { game: 'abalone', n: 5, layout: 'belgian', games: 1 },
    ]);
    expect(stats.byGame).toEqual({ abacus: 3, abalone: 9 });
  });

  test('the reader’s results, by colour and by opponent', () => {
    expect(stats.yours).toEqual({ won: 4, drawn: 1, lost: 1, going: 1 });
    expect(stats.bySeat.black).toEqual({ won: 3, drawn: 0, lost: 1, going: 1 });
    expect(stats.bySeat.white).toEqual({ won: 1, drawn: 1, lost: 0, going: 0 });
    expect(stats.opponents).toEqual([
      { opponent: 'level:hard', tally: { won: 2, drawn: 0, lost: 1, going: 0 } },
      { opponent: 'person:Ada', tally: { won: 2, drawn: 0, lost: 0, going: 0 } },
      { opponent: 'level:easy', tally: { won: 0, drawn: 0, lost: 0, going: 1 } },
      { opponent: 'level:expert', tally: { won: 0, drawn: 1, lost: 0, going: 0 } },
    ]);
    expect(scorePercent(stats.yours)).toBeCloseTo((4.5 / 6) * 100);
    expect(scorePercent({ won: 0, drawn: 0, lost: 0, going: 3 })).toBeUndefined();
  });

  test('games of two at one screen are counted from Black', () => {
    expect(stats.local).toEqual({ won: 1, drawn: 1, lost: 1, going: 0 });
  });

  test('accuracy: the reader’s side of each reviewed game, oldest first', () => {
    expect(stats.accuracy.map((p) => p.accuracy)).toEqual([70, 91.5]);
  });

  test('over 400 days the chart counts by month, every game in one bar', () => {
    expect(stats.unit).toBe('month');
    const counted = stats.timeline.reduce(
      (sum, s) => sum + s.others + s.yours.won + s.yours.drawn + s.yours.lost + s.yours.going,
      0,
    );
    expect(counted).toBe(12);
    expect(stats.timeline.at(-1)!.yours).toEqual({ won: 2, drawn: 0, lost: 1, going: 1 });
    // Each bar ends where the next starts.
    for (let i = 1; i < stats.timeline.length; i++) {
      expect(stats.timeline[i].from).toBe(stats.timeline[i - 1].to);
    }
  });

  test.each([
    [{ period: 'week' }, 6],
    [{ period: 'month' }, 9],
    [{ period: 'year' }, 11],
    [{ period: 'all', game: 'abacus' }, 3],
  ] as const)('%o takes in %i games', (filter, games) => {
    expect(libraryStats(seededLibrary(), filter, NOW).games).toBe(games);
  });

  test('a week is counted by day', () => {
    expect(libraryStats(seededLibrary(), { period: 'week' }, NOW).unit).toBe('day');
  });

  test('an empty library has no bars', () => {
    const empty = libraryStats([], { period: 'all' }, NOW);
    expect(empty.games).toBe(0);
    expect(empty.timeline).toEqual([]);
  });
});

describe('every figure lists the very games it counts', () => {
  const library = seededLibrary();
  const count = (filter: GamesFilter): number =>
    library.filter((e) => matchesFilter(e, filter, NOW)).length;

  test.each([
    [{ kind: 'computer' }, 5],
    [{ kind: 'local', outcome: 'lost' }, 1],
    [{ seat: 'black', outcome: 'won' }, 3],
    [{ opponent: 'level:hard', outcome: 'lost' }, 1],
    [{ opponent: 'person:Ada' }, 2],
    [{ reviewed: true }, 2],
    [{ game: 'abalone', n: 5, layout: 'belgian' }, 1],
    [{ from: daysAgo(7), to: daysAgo(0.5) }, 5],
  ] as const)('%o: %i', (figure, games) => {
    expect(count(figureFilter({ period: 'all' }, figure, NOW))).toBe(games);
  });

  test('a period chosen becomes a fixed start', () => {
    const filter = figureFilter({ period: 'month', game: 'abalone' }, { seat: 'black' }, NOW);
    expect(filter).toEqual({
      period: 'all',
      game: 'abalone',
      seat: 'black',
      from: periodStart('month', NOW),
    });
    expect(count(filter)).toBe(4);
  });

  test('by property: the kinds add up to the games, and the seats to the reader’s games', () => {
    const outcomes = fc.constantFrom('1-0', '0-1', '1/2-1/2', '*');
    const summary = fc.oneof(
      fc
        .tuple(fc.constantFrom('black', 'white'), fc.constantFrom('easy', 'hard'), outcomes)
        .map(([you, level, result]) => vsComputer(you as 'black', level as 'hard', result)),
      fc
        .tuple(fc.constantFrom('black', 'white'), fc.string(), outcomes)
        .map(([seat, name, r]) => online(seat as 'black', name, r)),
      outcomes.map((result) => ({ result })),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 800 }), summary), { maxLength: 40 }), (games) => {
        const stats = libraryStats(
          games.map(([days, s]) => entry(days, s)),
          { period: 'all' },
          NOW,
        );
        const sum = (t: typeof stats.yours) => t.won + t.drawn + t.lost + t.going;
        expect(Object.values(stats.kinds).reduce((a, b) => a + b, 0)).toBe(games.length);
        expect(sum(stats.bySeat.black) + sum(stats.bySeat.white)).toBe(sum(stats.yours));
        expect(stats.opponents.reduce((a, o) => a + sum(o.tally), 0)).toBe(sum(stats.yours));
        expect(stats.timeline.reduce((a, s) => a + s.others + sum(s.yours), 0)).toBe(games.length);
      }),
    );
  });
});
