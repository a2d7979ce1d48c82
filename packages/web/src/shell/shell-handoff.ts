/**
 * The shell (shell.ts) is drawn beside the app's root, which stays hidden while the app renders beneath it;
 * the page hands over once it can show what the shell shows (MarketsPage at once, TokenPage with its record),
 * so the shell's text never gives way to a spinner or skeleton first. A page that never hands over (an error
 * elsewhere) is shown after SHELL_MAX_MS all the same.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SHELL_ID } from './shell.js';

export const SHELL_MAX_MS = 4000;

/** Removes the shell and shows the app's root, in one frame; later calls do nothing. */
export function handOffShell(): void {
  document.getElementById(SHELL_ID)?.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** Hands over before the browser paints the render in which `ready` is first true. */
export function useShellHandOff(ready = true): void {
  useLayoutEffect(() => {
    if (ready) handOffShell();
  }, [ready]);
}

/** Hands over as soon as the app leaves the page it started on (e.g. sent to /verify): the shell was for that one. */
export function ShellHandOffOnNavigation(): null {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) handOffShell();
  }, [pathname]);
  return null;
}
