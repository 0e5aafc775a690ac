import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How many modals are open: the app behind them is inert while any is. */
let openModals = 0;

/** The app behind an open modal neither takes focus nor scrolls. */
function setAppInert(inert: boolean): void {
  document.getElementById('app')?.toggleAttribute('inert', inert);
  document.documentElement.style.overflow = inert ? 'hidden' : '';
}

export interface ModalProps {
  /** id of the element that names the dialog. */
  labelledBy?: string;
  /** Accessible name when no visible heading names it. */
  label?: string;
  describedBy?: string;
  /** 'alertdialog' for alerts and confirms (they need an answer), 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Maximum width in px (spec section 9: alert 380, confirm 380, terms 480). */
  width: number;
  /** Full-screen on narrow viewports (the terms modal). */
  fullScreen?: boolean;
  /** Escape or a click on the backdrop; omitted for non-dismissable dialogs. */
  onDismiss?: () => void;
  children: ReactNode;
  /** Extra class for the panel. */
  className?: string;
}

/**
 * The one dialog frame: rendered over the app (which goes inert), traps Tab inside, Escape dismisses
 * when `onDismiss` is given, and focus goes back to where it was when the dialog unmounts.
 */
export function Modal({
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  width,
  fullScreen = false,
  onDismiss,
  children,
  className,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals += 1;
    setAppInert(true);
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    first?.focus();
    return () => {
      openModals -= 1;
      if (openModals === 0) setAppInert(false);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss?.();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className={`${styles.backdrop} ${fullScreen ? styles.fullScreenBackdrop : ''}`}>
      {/* The backdrop click is a pointer convenience; keyboard users have Escape and the buttons. */}
      <div className={styles.scrim} aria-hidden="true" onClick={onDismiss} />
      {/* biome-ignore lint/a11y: the role ('dialog' or 'alertdialog') comes from a prop, which the linter cannot see */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.panel} ${fullScreen ? styles.fullScreen : ''} ${className ?? ''}`}
        style={{ maxWidth: width }}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
