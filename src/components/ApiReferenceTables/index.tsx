/**
 * Tables for the introduction pages, from the model: a reference's
 * resources with their calls, and the error codes an API returns.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {errorCatalogue, errorsByApi, referencesById, type ApiId, type ReferenceId} from '@site/src/data/api';
import MethodBadge from '@site/src/components/MethodBadge';
import Inline from '@site/src/components/ApiEndpoint/Inline';
import styles from './styles.module.css';

/** Every resource of a reference and its calls, each with its method. */
export function ApiResourceTable({reference}: {reference: ReferenceId}): ReactNode {
  const {resources, title} = referencesById[reference];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Resources of the {title}</caption>
      <thead>
        <tr>
          <th scope="col">Resource</th>
          <th scope="col">Calls</th>
        </tr>
      </thead>
      <tbody>
        {resources.map((resource) => (
          <tr key={resource.key || resource.label}>
            <th scope="row">{resource.label}</th>
            <td>
              <ul className={styles.calls}>
                {resource.endpoints.map((endpoint) => (
                  <li key={endpoint.id}>
                    <MethodBadge method={endpoint.method} /> <Link to={endpoint.route}>{endpoint.summary}</Link>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The error codes an API returns (every API when `api` is left out). */
export function ApiErrorTable({api}: {api?: ApiId}): ReactNode {
  const codes = api
    ? errorsByApi[api]
    : (Object.keys(errorCatalogue) as (keyof typeof errorCatalogue)[]);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Error codes</caption>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Code</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code}>
            <td>
              <code>{errorCatalogue[code].status}</code>
            </td>
            <th scope="row">
              <code>{code}</code>
            </th>
            <td>
              <Inline text={errorCatalogue[code].meaning} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
