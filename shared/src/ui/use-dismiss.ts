import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (menu, popover) when the user clicks outside it or presses Escape, the way every
 * menu of the site behaves.
 */
export function useDismiss(box: RefObject<HTMLElement | null>, open: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [box, open, dismiss]);
}
