import { useEffect, useRef, type ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';

type MenuDrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side menu on a phone: a panel from the left over a dimmed page, a modal dialog for assistive
 * technology. Escape, the close button or a tap on the page closes it; focus stays inside while it
 * is open and returns to the button that opened it.
 */
export function MenuDrawer({ isOpen, onClose, title, children }: MenuDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('.menu-drawer__close')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [isOpen, onClose]);

  if (!isOpen) return null;
  return (
    <div className="menu-drawer">
      <div className="menu-drawer__mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className="menu-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menú"
      >
        <div className="menu-drawer__head">
          {title}
          <button
            type="button"
            className="menu-drawer__close"
            aria-label="Cerrar"
            onClick={onClose}
          >
            <CloseOutlined aria-hidden />
          </button>
        </div>
        <div className="menu-drawer__body">{children}</div>
      </div>
    </div>
  );
}
