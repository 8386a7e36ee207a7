import { PLAYERS, type Position } from '../../engine';
import type { I18n } from '../../i18n/context';
import { recordFileName } from '../../store/records/apgnExport';
import type { GameStore } from '../../store/game';
import { recordNames } from '../../store/game/recordNames';
import { selectFinalOutcome, statusOf } from '../../store/game/selectors';
import { figureName, outcomeTitle } from '../labels';
import type { PictureRequest } from './pictureProtocol';
import type { PictureStyle } from './pictureStyle';

/** The counts under the board, as the status panel shows them: "Pushed off by Black 2 / 6". */
function figuresOf({ t, number }: I18n, pos: Position): string {
  return statusOf(pos)
    .map(
      (f) =>
        `${figureName(t, pos.game, f.key)} ${number(f.value)}${f.of === undefined ? '' : ` / ${number(f.of)}`}`,
    )
    .join(' · ');
}

/**
 * What the worker is asked for a picture of the game at the screen: the PNG shows the
 * viewed position with its last move (a side line's too), the GIF the game's own moves from
 * its start to its end, with its players and result.
 */
export function pictureRequest(
  kind: PictureRequest['kind'],
  game: GameStore,
  i18n: I18n,
  style: PictureStyle,
): PictureRequest {
  const { t } = i18n;
  const line = kind === 'png' ? game.viewed() : game.line();
  const ply = kind === 'png' ? game.cursor : line.records.length;
  const names = recordNames(game.tags);
  const [black, white] = PLAYERS.map((p) =>
    t.side.namedSeat(t.play.players[p], names[p] ?? t.side.kinds[game.players[p]]),
  );
  const lineAt = (p: number): string =>
    [p === 0 ? t.records.pictureStart : t.records.pictureMove(p), figuresOf(i18n, line.position(p))]
      .filter(Boolean)
      .join(' · ');
  const outcome = selectFinalOutcome(game);
  const end = line.position(line.records.length);
  return {
    kind,
    spec: game.spec,
    moves: line.records.map((r) => r.move),
    ply,
    style,
    coordinates: game.settings.coordinates,
    flipped: game.settings.flipped,
    players: t.records.versus(black, white),
    // A PNG shows one position: only its line is worked out.
    lines: Array.from({ length: ply + 1 }, (_, p) =>
      kind === 'gif' || p === ply ? lineAt(p) : '',
    ),
    result: [outcome ? outcomeTitle(t, outcome) : t.records.pictureUnfinished, figuresOf(i18n, end)]
      .filter(Boolean)
      .join(' · '),
  };
}

/** The picture's file name: the record's, with the picture's extension. */
export const pictureFileName = (request: PictureRequest, time: number): string =>
  recordFileName(request.spec, time).replace(/\.apgn$/, `.${request.kind}`);
