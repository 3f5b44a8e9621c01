/**
 * Whether an element scrolls along an axis, kept up to date as it or its
 * content resizes. A scroll box with nothing focusable inside cannot be
 * scrolled from the keyboard (WCAG 2.1.1), so components use this to put the
 * box in the Tab order only while it scrolls.
 */
import {type RefObject, useEffect, useRef, useState} from 'react';
import {overflows} from '@site/src/lib/overflow';

export function useOverflows<T extends HTMLElement>(
  axis: 'x' | 'y',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = (): void => setScrolls(overflows(element, axis));
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [axis]);
  return [ref, scrolls];
}
