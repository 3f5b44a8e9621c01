/**
 * Which heading the reader is in: a heading counts as in view inside the band
 * from 100px below the top of the viewport to 70% of its height from the bottom, so the
 * highlight moves to a heading as it nears the top, not only once it has scrolled under it.
 */
import {useEffect, useState} from 'react';
import {activeHeading, HEADING_IN_VIEW_ROOT_MARGIN} from '@site/src/lib/tocLevels';

export function useHeadingInView(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const headings = ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = headings.find((heading) => inBand.has(heading.id));
        setActive(
          first?.id ??
            activeHeading(
              headings.map((heading) => ({
                id: heading.id,
                top: heading.getBoundingClientRect().top,
              })),
            ),
        );
      },
      {rootMargin: HEADING_IN_VIEW_ROOT_MARGIN},
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids`: a new array with the same ids needs no new observer
  }, [key]);
  return active;
}
