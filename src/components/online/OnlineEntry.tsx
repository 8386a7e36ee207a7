import { useCallback, useEffect, useState } from 'react';
import { useGame } from '../../store/context';
import { isOnlineGame } from '../../store/game/onlineEvent';
import { lazyDialog } from '../lazyDialog';
import { ONLINE_ASKED } from './onlineAsked';

const OnlinePlay = lazyDialog(() => import('./OnlinePlay').then((m) => m.OnlinePlay));

/** Whether the page's address carries an invitation or a reply for online play. */
const liveHash = (): boolean => location.hash.startsWith('#live');

/**
 * Where online play comes in, drawn after the board: it loads when Play online is pressed
 * (`ONLINE_ASKED`), for a link that carries an invitation or a reply, or for a game played
 * online. Each time it is asked for, it reads the page's address again (its key).
 */
export function OnlineEntry() {
  const [asked, setAsked] = useState(() => +liveHash());
  const online = useGame((s) => isOnlineGame(s.tags));
  useEffect(() => {
    const ask = (): void => setAsked((n) => n + 1);
    const arrive = (): void => {
      if (liveHash()) ask();
    };
    window.addEventListener(ONLINE_ASKED, ask);
    window.addEventListener('hashchange', arrive);
    return () => {
      window.removeEventListener(ONLINE_ASKED, ask);
      window.removeEventListener('hashchange', arrive);
    };
  }, []);
  const close = useCallback(() => setAsked(0), []);
  if (asked === 0 && !online) return null;
  return <OnlinePlay key={asked} dialog={asked > 0} onClose={close} />;
}
