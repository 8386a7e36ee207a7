import { Fragment } from 'react';
import { useT } from '../../i18n/context';
import { SHORTCUTS } from './shortcuts';

/** Every keyboard shortcut, its keys and what it does. */
export function ShortcutTable() {
  const h = useT().learn.help;
  return (
    <table className="hx-learn-table hx-shortcuts" data-testid="shortcuts">
      <thead>
        <tr>
          <th scope="col">{h.key}</th>
          <th scope="col">{h.action}</th>
        </tr>
      </thead>
      <tbody>
        {SHORTCUTS.map(({ id, keys }) => (
          <tr key={id} data-shortcut={id}>
            <td>
              {keys.map((combo, i) => (
                <Fragment key={i}>
                  {i > 0 && ` ${h.or} `}
                  {combo.map((key, j) => (
                    <Fragment key={key}>
                      {j > 0 && '+'}
                      <kbd>{h.keyNames[key]}</kbd>
                    </Fragment>
                  ))}
                </Fragment>
              ))}
            </td>
            <td>{h.keys[id]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
