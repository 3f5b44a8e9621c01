/**
 * A table of the API reference: parameters, fields, errors, resources. Its
 * caption names it for screen readers only, since a heading above names it
 * for everyone else; `dense` is the smaller type of the endpoint pages, whose
 * tables sit in long runs of parameters and fields. A table wider than the
 * page (a phone, the left column of an endpoint page) scrolls sideways in its
 * own box, which joins the Tab order while it scrolls. Its rows never change
 * after load, so the page keeps their server markup instead of hydrating them.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useOverflows} from '@site/src/hooks/useOverflows';
import KeptMarkup from '@site/src/components/KeptMarkup';
import styles from './styles.module.css';

export interface ApiTableProps {
  readonly caption: string;
  /** The column headings, left to right. */
  readonly columns: readonly string[];
  readonly dense?: boolean;
  /** The body rows. */
  readonly children: ReactNode;
}

export default function ApiTable({
  caption,
  columns,
  dense = false,
  children,
}: ApiTableProps): ReactNode {
  const [ref, scrolls] = useOverflows<HTMLDivElement>('x');
  return (
    <div
      ref={ref}
      className={styles.scroll}
      {...(scrolls ? {tabIndex: 0, role: 'region', 'aria-label': caption} : {})}>
      <KeptMarkup as="table" className={clsx(styles.table, dense && styles.dense)}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </KeptMarkup>
    </div>
  );
}
