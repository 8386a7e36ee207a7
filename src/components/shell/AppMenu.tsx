import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/context';

/**
 * The masthead's tools. Where there is room they stand in a row; on phones and short
 * screens (the style sheet decides) they fold behind one Menu button, which opens them
 * as a panel that closes again on Escape, on a click outside it, or once a tool is used.
 */
export function AppMenu({ children }: { readonly children: ReactNode }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent): void => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', key);
    items.current?.querySelector<HTMLElement>('button, select')?.focus();
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', key);
    };
  }, [open, id]);

  return (
    <div className="hx-menu" ref={root} data-open={open || undefined}>
      <button
        ref={button}
        type="button"
        className="hx-menu-button"
        data-action="menu"
        aria-expanded={open}
        aria-controls={id}
        title={t.app.menuTitle}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span>
        <span className="hx-menu-label">{t.app.menu}</span>
      </button>
      <div
        ref={items}
        id={id}
        className="hx-menu-items"
        data-testid="menu-items"
        // A used tool closes the panel: a button pressed, or a language chosen.
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('button')) setOpen(false);
        }}
        onChange={() => setOpen(false)}
      >
        {children}
      </div>
    </div>
  );
}
