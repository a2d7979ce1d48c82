/** Spec §2: the view scrolls to the top on every route change, and again after 100 ms (late layout). */
import { SCROLL_TOP_REPEAT_MS } from '@horizon/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TOP_REPEAT_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
