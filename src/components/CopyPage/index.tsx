/**
 * "Copy page": one click copies the page's Markdown twin (`/x/y.md`) to the
 * clipboard and says so in a polite live region; the arrow beside it opens a
 * menu with "View as Markdown", which opens the twin, and "Open in ChatGPT" and
 * "Open in Claude", which start a chat naming the twin's URL (plain links:
 * nothing loads for them until the reader follows one). The copying code loads
 * on the first click. It also names the twin in the head, so the page's
 * `<link rel="alternate" type="text/markdown">` follows client-side navigation.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {assistantLinks} from '@site/src/lib/assistantLinks';
import {twinPath} from '@site/src/lib/twinPath';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const MESSAGES: Readonly<Record<Status, string>> = {
  idle: '',
  copied: 'Copied the page as Markdown',
  failed: 'Could not copy the page; use View as Markdown',
};

export default function CopyPage({
  permalink,
  besideTitle = false,
  className,
}: {
  permalink: string;
  /** Floats beside the page's title (above it on a phone); without it, the caller places it. */
  besideTitle?: boolean;
  className?: string;
}): ReactNode {
  const twinUrl = useBaseUrl(twinPath(permalink));
  const absoluteTwinUrl = useBaseUrl(twinPath(permalink), {absolute: true});
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    item.current?.focus();
    const close = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      const {copyTwin} = await import(/* webpackChunkName: "copy-page" */ './copyTwin');
      await copyTwin(twinUrl);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  const onMenuKey = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const items = Array.from(
        event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'),
      );
      const at = items.findIndex((menuItem) => menuItem === document.activeElement);
      const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
      items[(at + step) % items.length]?.focus();
    }
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') toggle.current?.focus();
    }
  };

  return (
    <div ref={root} className={clsx(styles.copyPage, besideTitle && styles.besideTitle, className)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl} />
      </Head>
      <div className={styles.group}>
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          <svg
            aria-hidden="true"
            className={styles.icon}
            viewBox="0 0 16 16"
            width="14"
            height="14">
            <rect x="5" y="5" width="9" height="9" rx="1.5" />
            <path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" />
          </svg>
          {status === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-label="More ways to read this page"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
            }
          }}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {open && (
        <div id={menuId} role="menu" tabIndex={-1} className={styles.menu} onKeyDown={onMenuKey}>
          {/* The twin is a file beside the page, not a route: a router Link would show the 404 page. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a file beside the page, not a route */}
          <a
            ref={item}
            role="menuitem"
            href={twinUrl}
            target="_blank"
            rel="noopener"
            className={styles.item}
            onClick={() => setOpen(false)}>
            View as Markdown
          </a>
          {assistantLinks(absoluteTwinUrl).map((link) => (
            // eslint-disable-next-line @docusaurus/no-html-links -- the assistant's own site, in a new tab
            <a
              key={link.label}
              role="menuitem"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.item}
              onClick={() => setOpen(false)}>
              {link.label}
            </a>
          ))}
        </div>
      )}
      <span role="status" aria-live="polite" className={styles.status}>
        {MESSAGES[status]}
      </span>
    </div>
  );
}
