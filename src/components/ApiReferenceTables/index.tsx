/**
 * Tables for the introduction pages, from the model: a reference's
 * resources with their calls, and the error codes an API returns.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  errorCatalogue,
  errorsByApi,
  referencesById,
  type ApiId,
  type ReferenceId,
} from '@site/src/data/api';
import {catalogueError} from '@site/src/data/api/errors';
import MethodBadge from '@site/src/components/MethodBadge';
import ApiTable from '@site/src/components/ApiTable';
import ErrorTable from '@site/src/components/ApiTable/ErrorTable';
import styles from './styles.module.css';

const RESOURCE_COLUMNS = ['Resource', 'Calls'];

/** Every resource of a reference and its calls, each with its method. */
export function ApiResourceTable({reference}: {reference: ReferenceId}): ReactNode {
  const {resources, title} = referencesById[reference];
  return (
    <ApiTable caption={`Resources of the ${title}`} columns={RESOURCE_COLUMNS}>
      {resources.map((resource) => (
        <tr key={resource.key || resource.label}>
          <th scope="row">{resource.label}</th>
          <td>
            <ul className={styles.calls}>
              {resource.endpoints.map((endpoint) => (
                <li key={endpoint.id}>
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

/** The error codes an API returns (every API when `api` is left out). */
export function ApiErrorTable({api}: {api?: ApiId}): ReactNode {
  const codes = api
    ? errorsByApi[api]
    : (Object.keys(errorCatalogue) as (keyof typeof errorCatalogue)[]);
  return <ErrorTable caption="Error codes" errors={codes.map((code) => catalogueError(code))} />;
}
