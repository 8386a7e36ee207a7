import { useState } from 'react';
import { useT } from '../../i18n/context';
import { usePrefs, usePrefsStore } from '../../store/context';
import { TURN_REMINDERS, type TurnReminder } from '../../store/prefs';

/** The browser's notifications as the field uses them: a test hands in its own. */
export interface NotificationAccess {
  readonly permission: () => NotificationPermission | 'unsupported';
  readonly request: () => Promise<NotificationPermission>;
}

const BROWSER: NotificationAccess = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  request: () => Notification.requestPermission(),
};

/**
 * When a game played by link that waits for this player's move brings a notification.
 * The browser's permission is asked for here, when a reminder is turned on, never before;
 * refused, reminders stay off and the field says why.
 */
export function TurnReminderField({
  id,
  access = BROWSER,
}: {
  readonly id: string;
  readonly access?: NotificationAccess;
}) {
  const t = useT().settings;
  const set = usePrefsStore().getState().set;
  const chosen = usePrefs((p) => p.turnReminder);
  const [refused, setRefused] = useState<'denied' | 'unsupported' | undefined>(undefined);

  const choose = async (next: TurnReminder): Promise<void> => {
    setRefused(undefined);
    if (next === 'off') return set('turnReminder', next);
    const permission = access.permission();
    if (permission === 'unsupported') return setRefused('unsupported');
    const granted = permission === 'granted' || (await access.request()) === 'granted';
    if (granted) set('turnReminder', next);
    else setRefused('denied');
  };

  return (
    <div className="hx-field">
      <label htmlFor={`${id}-turn-reminder`}>{t.turnReminder}</label>
      <select
        id={`${id}-turn-reminder`}
        value={chosen}
        data-field="turn-reminder"
        aria-describedby={`${id}-turn-reminder-note`}
        onChange={(e) => void choose(e.target.value as TurnReminder)}
      >
        {TURN_REMINDERS.map((value) => (
          <option key={value} value={value}>
            {t.turnReminders[value]}
          </option>
        ))}
      </select>
      <p className="hx-settings-note" id={`${id}-turn-reminder-note`}>
        {t.turnReminderNote}
      </p>
      {refused && (
        <p role="alert" data-testid="turn-reminder-refused" data-reason={refused}>
          {refused === 'denied' ? t.turnReminderDenied : t.turnReminderUnsupported}
        </p>
      )}
    </div>
  );
}
