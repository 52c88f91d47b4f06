import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, when the control that had focus left with
 * the previous page (a result card, a brochure link), focus goes to the main
 * content, as the skip link takes it: the next Tab continues in the new page,
 * and a screen reader is not left on nothing. Focus that is still on the page
 * (a menu link, the search button) stays where it is.
 */
export function FocusAfterNavigation({ targetId }: { targetId: string }) {
  const { key } = useLocation();
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [key, targetId]);
  return null;
}
