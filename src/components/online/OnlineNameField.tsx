import { MAX_NAME_LENGTH } from '../../online/protocol';
import { useOnlineWords } from './useOnlineWords';

/** The name the other side will see, asked of both the host and the friend. */
export function OnlineNameField({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (name: string) => void;
}) {
  const w = useOnlineWords();
  return (
    <div className="hx-field">
      <label htmlFor={`${id}-name`}>{w.name}</label>
      <input
        id={`${id}-name`}
        value={value}
        maxLength={MAX_NAME_LENGTH}
        data-field="online-name"
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
