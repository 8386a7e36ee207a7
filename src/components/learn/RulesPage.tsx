import { type ReactNode, use, useMemo } from 'react';
import { BLACK, type Game, makePosition } from '../../engine';
import { initialPosition, learningOf, rulesOf } from '../../games';
import { useI18n } from '../../i18n/context';
import type { Section, SectionExtra } from '../../learn/diagrams';
import { Diagram } from './Diagram';
import { layoutName } from '../labels';
import { SelfPlay } from './SelfPlay';
import { TryBoard } from './TryBoard';

/** Each board size's pieces and the figure that decides the game, where it has a target. */
function Targets({ game }: { readonly game: Game }) {
  const { t, number } = useI18n();
  const rows = useMemo(() => {
    const rules = rulesOf(game);
    return rules.sizes.map((n) => {
      const pos = initialPosition(game, n, rules.layouts(n)[0]);
      const target = rules.status(pos).find((f) => f.of !== undefined)?.of;
      return { n, pieces: pos.count[BLACK], target };
    });
  }, [game]);
  return (
    <table className="hx-learn-table" data-testid="targets">
      <caption>{t.learn.targets.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.learn.targets.size}</th>
          <th scope="col">{t.learn.targets.marbles}</th>
          <th scope="col">{t.learn.targets.target}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.n} data-size={row.n}>
            <th scope="row">{number(row.n)}</th>
            <td>{number(row.pieces)}</td>
            <td data-field="target">{row.target === undefined ? '' : number(row.target)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The start of every layout of the game's usual board, as small boards. */
function Layouts({ game }: { readonly game: Game }) {
  const { t } = useI18n();
  const starts = useMemo(() => {
    const rules = rulesOf(game);
    return rules
      .layouts(rules.defaultSize)
      .map((layout) => ({ layout, pos: initialPosition(game, rules.defaultSize, layout) }));
  }, [game]);
  return (
    <div className="hx-diagrams" aria-label={t.learn.layouts.caption} role="group">
      {starts.map(({ layout, pos }) => (
        <figure
          key={layout}
          className="hx-diagram"
          data-layout={layout}
          data-position={makePosition(pos)}
        >
          <TryBoard
            start={pos}
            highlight={[]}
            arrows={[]}
            label={t.learn.tryIt.layoutBoard(layoutName(t, game, layout))}
          />
          <figcaption>
            <strong>{layoutName(t, game, layout)}</strong>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

const EXTRAS: Record<SectionExtra, (props: { readonly game: Game }) => ReactNode> = {
  layouts: Layouts,
  targets: Targets,
  selfPlay: SelfPlay,
};

/** A game's rules, section by section, each with its diagrams. */
export function RulesPage({ game }: { readonly game: Game }) {
  const { language } = useI18n();
  const { page, diagrams, words } = use(learningOf(game, language));
  return (
    <div className="hx-rules" data-rules={game}>
      {page.map((section: Section) => {
        const text = words.sections[section.id];
        const Extra = section.extra ? EXTRAS[section.extra] : undefined;
        return (
          <section key={section.id} data-section={section.id}>
            <h3>{text.title}</h3>
            {text.body.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            {section.diagrams.length > 0 && (
              <div className="hx-diagrams">
                {section.diagrams.flatMap((id) => {
                  const data = diagrams[id];
                  return data
                    ? [<Diagram key={id} id={id} data={data} text={words.diagrams[id]} />]
                    : [];
                })}
              </div>
            )}
            {Extra && <Extra game={game} />}
          </section>
        );
      })}
    </div>
  );
}
