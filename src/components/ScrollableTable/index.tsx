/**
 * A Markdown table that a keyboard can scroll. Tables scroll sideways when
 * they are wider than the page (Infima makes them their own scroll box); a
 * scroll box with nothing focusable inside cannot be scrolled from the
 * keyboard (WCAG 2.1.1), so an overflowing table joins the Tab order.
 */
import React, {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export function overflowsSideways(element: {scrollWidth: number; clientWidth: number}): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = (): void => setScrollable(overflowsSideways(table));
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A table wider than the page scrolls sideways; keyboard users need to focus it to scroll it.
  return (
    <table
      ref={ref}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only while it overflows, so arrow keys scroll it
      tabIndex={scrollable ? 0 : undefined}
      {...props}
      className={clsx(styles.table, props.className)}
    />
  );
}
