/** Errors as a table of status, code and meaning: an endpoint's errors, or the codes an API returns. */
import React, {type ReactNode} from 'react';
import type {ErrorRow} from '@site/src/lib/apiViews/types';
import Inline from '@site/src/components/ApiEndpoint/Inline';
import ApiTable from '.';

const COLUMNS = ['Status', 'Code', 'Meaning'];

export interface ErrorTableProps {
  readonly caption: string;
  readonly errors: readonly ErrorRow[];
  readonly dense?: boolean;
}

export default function ErrorTable({caption, errors, dense}: ErrorTableProps): ReactNode {
  return (
    <ApiTable caption={caption} columns={COLUMNS} dense={dense}>
      {errors.map((error) => (
        <tr key={`${error.status}-${error.code}-${error.meaning}`}>
          <td>
            <code>{error.status}</code>
          </td>
          <th scope="row">
            <code>{error.code}</code>
          </th>
          <td>
            <Inline text={error.meaning} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
