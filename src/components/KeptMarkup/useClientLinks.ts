/**
 * The behaviour the site's Link gives a link, for the links inside kept server markup, which are
 * plain anchors: a press on a page of this site navigates in place through the router, and hover,
 * touch or focus loads the page's code first. One listener on the kept element serves all its links.
 */
import {useCallback, useMemo, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {clientLinkPath} from '@site/src/lib/clientLinkPath';
import {docusaurusPreload} from '@site/src/lib/docusaurusPrefetch';

function pressedPath(event: SyntheticEvent): string | null {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  return clientLinkPath(
    {href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download')},
    window.location,
  );
}

export interface ClientLinkHandlers {
  readonly onClick: (event: MouseEvent) => void;
  readonly onMouseOver: (event: SyntheticEvent) => void;
  readonly onTouchStart: (event: SyntheticEvent) => void;
  readonly onFocus: (event: SyntheticEvent) => void;
}

export default function useClientLinks(): ClientLinkHandlers {
  const history = useHistory();
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const path = pressedPath(event);
      if (path === null) return;
      event.preventDefault();
      history.push(path);
    },
    [history],
  );
  const preload = useCallback((event: SyntheticEvent) => {
    const path = pressedPath(event);
    if (path !== null)
      void docusaurusPreload(window.docusaurus)(new URL(path, window.location.href).pathname);
  }, []);
  return useMemo(
    () => ({onClick, onMouseOver: preload, onTouchStart: preload, onFocus: preload}),
    [onClick, preload],
  );
}
