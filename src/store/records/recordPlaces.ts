import { type Token, tokensOf } from './apgnTokens';

/** One game's tokens that errors point at. */
interface GamePlaces {
  /** Where the game begins. */
  readonly first: Token;
  readonly moves: Token[];
}

/**
 * Where things are in an APGN text, to point at a problem found after parsing. The text
 * is read for its tokens once, when a place is first asked for: importing a thousand
 * records, each of which may fail a reading and ask, a reading from the start for every
 * question made the import quadratic.
 */
export class RecordPlaces {
  private games: GamePlaces[] | undefined;
  private results: Token[] = [];

  constructor(private readonly text: string) {}

  private indexed(): GamePlaces[] {
    if (this.games) return this.games;
    const games: GamePlaces[] = [];
    for (const token of tokensOf(this.text)) {
      const current = this.results.length;
      games[current] ??= { first: token, moves: [] };
      if (token.kind === 'move') games[current].moves.push(token);
      // A game's result is its last token; the next token begins the next game.
      if (token.kind === 'result') this.results.push(token);
    }
    this.games = games;
    return games;
  }

  /** Where the `ply`-th move of game `game` (0-based) is; with ply 0, where the game begins. */
  ofMove(game: number, ply: number): Token | undefined {
    const places = this.indexed()[game];
    return ply === 0 ? places?.first : places?.moves[ply - 1];
  }

  /** The 1-based number of the game a place is in: one more than the games ending before it. */
  gameAt(line: number, column: number): number {
    this.indexed();
    const before = this.results.filter(
      (token) => token.line < line || (token.line === line && token.column < column),
    );
    return before.length + 1;
  }
}
