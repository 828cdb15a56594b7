import { useEffect, useRef, type RefObject } from 'react';

/** How a pop-up was dismissed: Escape should give focus back to what opened it, a click should not. */
export type DismissReason = 'escape' | 'outside';

/**
 * Closes a pop-up (a menu, a flyout) when the user presses Escape or presses anywhere outside the
 * elements given (the pop-up and the button that opens it, so that button can still toggle it).
 */
export function useDismiss(
  isOpen: boolean,
  inside: readonly RefObject<HTMLElement | null>[],
  onDismiss: (reason: DismissReason) => void,
) {
  const latest = useRef({ inside, onDismiss });
  useEffect(() => {
    latest.current = { inside, onDismiss };
  });
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!latest.current.inside.some((ref) => ref.current?.contains(target)))
        latest.current.onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);
}
