/**
 * Settings' turn reminders (issue 41, part 4): the browser's permission is asked only when
 * a reminder is turned on; refused or missing, reminders stay off and the field says why.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import {
  type NotificationAccess,
  TurnReminderField,
} from '../../src/components/settings/TurnReminderField';
import { PrefsProvider } from '../../src/store/context';
import { prefsWith } from '../components/render';

function renderField(
  permission: NotificationPermission | 'unsupported',
  answer: NotificationPermission,
) {
  const prefs = prefsWith();
  const request = vi.fn(async () => answer);
  const access: NotificationAccess = { permission: () => permission, request };
  render(
    <PrefsProvider prefs={prefs}>
      <TurnReminderField id="t" access={access} />
    </PrefsProvider>,
  );
  return { prefs, request, field: screen.getByRole('combobox', { name: /Remind me of my move/ }) };
}

test.each([
  ['asked, granted', 'default', 'granted', '1h', 1, undefined],
  ['asked, refused', 'default', 'denied', 'off', 1, 'denied'],
  ['already granted', 'granted', 'denied', '1h', 0, undefined],
  ['already refused', 'denied', 'denied', 'off', 1, 'denied'],
  ['no notifications in this browser', 'unsupported', 'denied', 'off', 0, 'unsupported'],
] as const)('%s: reminders %s', async (_, permission, answer, kept, asked, refused) => {
  const { prefs, request, field } = renderField(permission, answer);
  // Nothing is asked before the player turns reminders on.
  expect(request).not.toHaveBeenCalled();
  await userEvent.setup().selectOptions(field, '1h');
  expect(request).toHaveBeenCalledTimes(asked);
  expect(prefs.getState().turnReminder).toBe(kept);
  expect(field).toHaveValue(kept);
  const alert = screen.queryByTestId('turn-reminder-refused');
  expect(alert?.dataset.reason).toBe(refused);
});

test('turned off, nothing is asked', async () => {
  const { prefs, request, field } = renderField('granted', 'granted');
  prefs.getState().set('turnReminder', '4h');
  await userEvent.setup().selectOptions(field, 'off');
  expect(request).not.toHaveBeenCalled();
  expect(prefs.getState().turnReminder).toBe('off');
});
