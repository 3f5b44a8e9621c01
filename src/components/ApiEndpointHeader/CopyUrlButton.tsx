/**
 * The copy button of an endpoint's method-and-URL line: copies the full URL,
 * the part a reader pastes into a client. It shows a tick and says "Copied"
 * for two seconds; where the clipboard is unavailable (an insecure origin,
 * a denied permission) it selects the URL instead, ready for Ctrl+C.
 */
import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

export type CopyState = 'idle' | 'copied' | 'selected';

export function copyLabel(state: CopyState): string {
  if (state === 'copied') return 'Copied';
  if (state === 'selected') return 'URL selected: press Ctrl+C or Cmd+C to copy';
  return 'Copy URL';
}

function selectContents(element: Element | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

export default function CopyUrlButton({
  url,
  target,
}: {
  url: string;
  /** The element that shows the URL, selected when the clipboard refuses. */
  target: () => Element | null;
}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (): Promise<void> => {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      selectContents(target());
      next = 'selected';
    }
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  };

  return (
    <button
      type="button"
      className={styles.copy}
      title="Copy URL"
      aria-label={copyLabel(state)}
      onClick={() => void copy()}>
      {state === 'copied' ? <IconSuccess aria-hidden="true" /> : <IconCopy aria-hidden="true" />}
    </button>
  );
}
