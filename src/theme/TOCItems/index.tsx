/**
 * Wraps the theme's TOCItems ("On this page"). It lists level 2 and 3
 * headings (themeConfig.tableOfContents) and replaces the theme's scroll-based
 * highlight: the link highlighted is the heading inside the band from 100px below the top of
 * the viewport to 70% of its height from the bottom (`useHeadingInView`), marking the
 * current link for screen readers too.
 */
import React, {type ReactNode, useEffect, useId} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {tocForPanel} from '@site/src/lib/tocLevels';
import {useHeadingInView} from '@site/src/hooks/useHeadingInView';

type Props = WrapperProps<typeof TOCItemsType>;

const ACTIVE = 'table-of-contents__link--active';

export default function TOCItemsWrapper({linkActiveClassName, ...props}: Props): ReactNode {
  const marker = useId();
  const ids = tocForPanel(props.toc).map((entry) => entry.id);
  const active = useHeadingInView(linkActiveClassName ? ids : []);
  const activeClass = linkActiveClassName ?? ACTIVE;

  useEffect(() => {
    if (!linkActiveClassName) return;
    const links = document.querySelectorAll<HTMLAnchorElement>(
      `[data-toc="${CSS.escape(marker)}"] a[href^="#"]`,
    );
    links.forEach((link) => {
      const current = link.getAttribute('href') === `#${active}`;
      link.classList.toggle(activeClass, current);
      if (current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    });
  }, [active, activeClass, linkActiveClassName, marker]);

  return (
    <div data-toc={marker}>
      <TOCItems {...props} linkActiveClassName={undefined} />
    </div>
  );
}
