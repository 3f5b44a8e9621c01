/**
 * Tables for the introduction pages: a reference's resources with their
 * calls, and the error codes an API returns. Their rows are resolved from the
 * model at build time (src/plugins/api-reference).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ErrorRow, ResourceRowView} from '@site/src/lib/apiViews/types';
import MethodBadge from '@site/src/components/MethodBadge';
import ApiTable from '@site/src/components/ApiTable';
import ErrorTable from '@site/src/components/ApiTable/ErrorTable';
import styles from './styles.module.css';

const RESOURCE_COLUMNS = ['Resource', 'Calls'];

/** Every resource of a reference and its calls, each with its method. */
export function ApiResourceTable({
  title,
  resources,
}: {
  title: string;
  resources: readonly ResourceRowView[];
}): ReactNode {
  return (
    <ApiTable caption={`Resources of the ${title}`} columns={RESOURCE_COLUMNS}>
      {resources.map((resource) => (
        <tr key={resource.label}>
          <th scope="row">{resource.label}</th>
          <td>
            <ul className={styles.calls}>
              {resource.endpoints.map((endpoint) => (
                <li key={endpoint.route}>
                  <MethodBadge method={endpoint.method} />{' '}
                  <Link to={endpoint.route}>{endpoint.summary}</Link>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

/** The error codes an API returns. */
export function ApiErrorTable({errors}: {errors: readonly ErrorRow[]}): ReactNode {
  return <ErrorTable caption="Error codes" errors={errors} />;
}
