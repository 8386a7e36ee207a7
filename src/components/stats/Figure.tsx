import { useI18n } from '../../i18n/context';

/**
 * A count of the statistics: a button that lists the games behind it in the Games panel,
 * or plain text for none, which has nothing to list.
 */
export function Figure({
  count,
  label,
  testId,
  onShow,
}: {
  readonly count: number;
  /** What the count counts, for its accessible name with the count: "As Black, Won". */
  readonly label: string;
  readonly testId: string;
  readonly onShow: () => void;
}) {
  const { number } = useI18n();
  if (count === 0) {
    return (
      <span className="hx-stats-zero" data-testid={testId} data-count={0}>
        {number(0)}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="hx-stats-figure"
      data-action="stats-show"
      data-testid={testId}
      data-count={count}
      aria-label={`${number(count)} · ${label}`}
      onClick={onShow}
    >
      {number(count)}
    </button>
  );
}
