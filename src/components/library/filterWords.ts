import { PLAYERS } from '../../engine';
import type { Messages } from '../../i18n/en';
import type { GamesFilter } from '../../stats/gamesFilter';
import { gameName, layoutName } from '../labels';
import { opponentName } from '../stats/opponentName';

/**
 * What a filter of the Games panel takes in, in the reader's words: "Abalone · size 5 ·
 * Belgian Daisy · against Computer · Hard · won as Black · from 3 Mar 2026".
 */
export function filterWords(
  t: Messages,
  filter: GamesFilter,
  number: (n: number) => string,
  date: (time: number) => string,
): string {
  const said = t.stats.filterParts;
  const parts: string[] = [];
  if (filter.game) parts.push(gameName(t, filter.game));
  if (filter.n !== undefined) parts.push(t.side.status.size(number(filter.n)));
  if (filter.game && filter.layout !== undefined) {
    parts.push(layoutName(t, filter.game, filter.layout));
  }
  if (filter.kind) parts.push(t.stats.kinds[filter.kind]);
  if (filter.opponent) parts.push(said.against(opponentName(t, filter.opponent)));
  const colour = PLAYERS.find((p) => p === filter.seat);
  if (filter.outcome) {
    const outcome =
      filter.kind === 'local' ? said.localOutcome[filter.outcome] : said.outcome[filter.outcome];
    parts.push(colour ? `${outcome} · ${t.stats.asColour(t.play.players[colour])}` : outcome);
  } else if (colour) parts.push(t.stats.asColour(t.play.players[colour]));
  if (filter.reviewed) parts.push(said.reviewed);
  if (filter.from !== undefined) parts.push(said.since(date(filter.from)));
  if (filter.to !== undefined) parts.push(said.until(date(filter.to)));
  if (filter.period !== 'all') parts.push(t.stats.periods[filter.period]);
  return parts.join(' · ');
}
