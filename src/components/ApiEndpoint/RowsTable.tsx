/**
 * A table of parameters (with whether each is required) or of an object's fields, nested rows
 * indented; a deprecated one says so under its name, with since when, linking to its change.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ApiTable from '@site/src/components/ApiTable';
import Inline from './Inline';
import type {ParamRow} from '@site/src/lib/apiViews/types';
import styles from './styles.module.css';

/** Parameters say whether they are required; fields of a response object do not. */
const PARAMETER_COLUMNS = ['Name', 'Type', 'Required', 'Description'];
const FIELD_COLUMNS = ['Name', 'Type', 'Description'];

export default function RowsTable({
  rows,
  caption,
  withRequired,
}: {
  rows: readonly ParamRow[];
  caption: string;
  withRequired: boolean;
}): ReactNode {
  return (
    <ApiTable caption={caption} columns={withRequired ? PARAMETER_COLUMNS : FIELD_COLUMNS} dense>
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row" className={clsx(styles.name, row.depth > 0 && styles.nested)}>
            <code>{row.name}</code>
            {row.deprecated && (
              <span className={styles.deprecated}>
                {/* The space keeps the name and the badge apart in text: a reader's, the Markdown twin's. */}{' '}
                <strong>Deprecated</strong>{' '}
                <Link to={row.deprecated.href}>
                  since <time dateTime={row.deprecated.date}>{row.deprecated.shownDate}</time>
                </Link>
              </span>
            )}
          </th>
          <td className={styles.type}>{row.type}</td>
          {withRequired && <td>{row.required ? 'Required' : 'Optional'}</td>}
          <td>
            <Inline text={row.description} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
