/**
 * Replaces the theme's SkipToContent. The theme focuses <main> and then
 * removes the temporary tabindex it added; current Chromium then moves focus
 * back to <body> (focus fix-up), so the link did nothing. This one leaves
 * tabindex="-1" on the target, which keeps it focused and out of the Tab order.
 * As the theme does, a client-side navigation puts focus back at the top.
 */
import React, {type MouseEvent, type ReactNode, useEffect, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {focusMainContent} from './focusMainContent';
import styles from './styles.module.css';

export default function SkipToContent(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const {pathname, hash} = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash && action === 'PUSH' && container.current) {
      container.current.setAttribute('tabindex', '-1');
      container.current.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new page resets focus, not a change of hash or query
  }, [pathname]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    focusMainContent(document);
  };
  return (
    <div ref={container} role="region" aria-label="Skip to main content">
      {/* eslint-disable-next-line @docusaurus/no-html-links -- an in-page fragment link whose click is handled here, not a route */}
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        Skip to main content
      </a>
    </div>
  );
}
