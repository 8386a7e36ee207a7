import { useEffect } from 'react';
import { useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { type ReminderEnv, remindTurns } from '../../store/app/turnReminders';
import { useApp, useGame, usePrefs } from '../../store/context';
import { webStorage } from '../../store/library/webStorage';
import { namesOf } from './summaryWords';

/** How often an open page looks for games waiting for this player. */
const EVERY_MS = 60_000;

const selectPlies = (s: { readonly moves: readonly unknown[] }) => s.moves.length;

/** The browser's notifications and badge; where it lacks them, nothing happens. */
function browserReminders(t: Messages): ReminderEnv {
  const badgeOf = navigator as Navigator & {
    setAppBadge?: (count: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  return {
    now: () => Date.now(),
    storage: webStorage('localStorage'),
    badge: (count) =>
      void (count > 0 ? badgeOf.setAppBadge?.(count) : badgeOf.clearAppBadge?.())?.catch(
        () => undefined,
      ),
    notify: async (entry, tag) => {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
      const names = namesOf(t, entry.summary);
      const title = t.flow.library.reminder.title;
      const options = {
        body: t.flow.library.reminder.body(names.title, names.black, names.white),
        tag,
        icon: 'icon-192.png',
      };
      // A phone's browser shows notifications only through the service worker.
      const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
      if (registration) await registration.showNotification(title, options);
      else new Notification(title, options);
    },
  };
}

/**
 * Looks, while the page is open, for games played by link that wait for this player's
 * move: the app's badge counts them, and a notification reminds of each once it has waited
 * the time chosen in Settings (`store/app/turnReminders.ts`). Draws nothing.
 */
export function TurnReminders({ env }: { readonly env?: ReminderEnv }) {
  const { library } = useApp();
  const choice = usePrefs((p) => p.turnReminder);
  const t = useT();
  // A move here may end a wait: looked at again after each.
  const plies = useGame(selectPlies);
  useEffect(() => {
    if (!library) return;
    const reminders = env ?? browserReminders(t);
    const look = (): void => void remindTurns(library, choice, reminders).catch(() => undefined);
    look();
    const timer = setInterval(look, EVERY_MS);
    document.addEventListener('visibilitychange', look);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, [library, choice, t, env, plies]);
  return null;
}
