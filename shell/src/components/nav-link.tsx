import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/** An in-site link that lets single-spa route instead of reloading the page. */
export function NavLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigateToUrl(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
