/**
 * Wraps the theme's TOC (the right-hand panel of docs, API and guide pages) to
 * title it 'On this page' on wide screens too; on narrow screens the
 * collapsible panel already says so on its button. The title and the list
 * form one navigation landmark and stay in view together while the page
 * scrolls, so the panel, not the list, is sticky.
 */
import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export const TOC_TITLE = 'On this page';

export default function TOCWrapper({className, ...props}: Props): ReactNode {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={styles.panel}>
      <p id={titleId} className={styles.title}>
        {TOC_TITLE}
      </p>
      <TOC {...props} className={clsx(className, styles.list)} />
    </nav>
  );
}
