import type { ReactNode } from 'react';
import { useT } from '../../i18n/context';
import { AppMenu } from './AppMenu';
import { LanguagePicker } from '../settings/LanguagePicker';
import { LearnButtons } from '../learn/LearnProvider';
import { SettingsButton } from '../settings/Settings';

/**
 * The page's one header row: the name, the game's own buttons (`nav`) and the menu of
 * tools, the game's records tools (`tools`) first. The loading and crash screens show it
 * without a game's parts.
 */
export function Masthead({ nav, tools }: { readonly nav?: ReactNode; readonly tools?: ReactNode }) {
  const t = useT();
  return (
    <header className="hx-masthead">
      <h1>Hexplay</h1>
      <p className="hx-tagline">{t.app.tagline}</p>
      {nav}
      <AppMenu>
        {tools}
        <LearnButtons />
        <SettingsButton />
        <LanguagePicker />
      </AppMenu>
    </header>
  );
}
