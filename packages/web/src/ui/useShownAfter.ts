/**
 * True from the render after the one where `ready` first held, that later render being a transition: the
 * page's first content (the token header, its largest text) commits and paints alone, and the parts below
 * or beside it render next, in slices that yield to the browser, instead of in one long task before the paint.
 */
import { startTransition, useEffect, useState } from 'react';

export function useShownAfter(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return shown;
}
