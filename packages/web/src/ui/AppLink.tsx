/**
 * A link within the app: a plain `<a href>` that a plain left click follows through the router (no page
 * load); other clicks (new tab, modifier keys) stay the browser's. React Router's Link resolves its target
 * against the route tree on every render, which made the first render of a page with dozens of links (header,
 * footer, table rows) a long task on a phone; targets here are always absolute paths.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app, with its query if any. */
  readonly to: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    void navigate(to);
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}
