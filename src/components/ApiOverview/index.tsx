/**
 * The /api overview: the three references (Console, Admin, Project) with
 * their base URL, credential and size, then Agencies and User with their
 * calls. Everything comes from the model in src/data/api. Card titles are
 * not headings: the page's table of contents lists only its own ## headings.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {apis, API_HOST, references, type Reference} from '@site/src/data/api';
import MethodBadge from '@site/src/components/MethodBadge';
import styles from './styles.module.css';

const REFERENCE_IDS = new Set(['console', 'admin', 'project']);

function endpointCount(reference: Reference): number {
  return reference.resources.reduce((count, resource) => count + resource.endpoints.length, 0);
}

function ReferenceCard({reference}: {reference: Reference}): ReactNode {
  const api = apis[reference.api];
  return (
    <li className={styles.card}>
      <p className={styles.cardTitle}>
        <Link to={reference.route}>{reference.title}</Link>
      </p>
      <p>{reference.summary}</p>
      <dl className={styles.facts}>
        <dt>Base URL</dt>
        <dd>
          <code>
            {API_HOST}
            {api.basePath}
          </code>
        </dd>
        <dt>Credential</dt>
        <dd>
          {api.credential.name} (<code>{api.credential.prefix}...</code>)
        </dd>
        <dt>Endpoints</dt>
        <dd>
          {endpointCount(reference)} in {reference.resources.length} resources
        </dd>
      </dl>
    </li>
  );
}

function AccountCard({reference}: {reference: Reference}): ReactNode {
  const endpoints = reference.resources.flatMap((resource) => resource.endpoints);
  return (
    <li className={styles.card}>
      <p className={styles.cardTitle}>{reference.title}</p>
      <p>{reference.summary}</p>
      <ul className={styles.calls}>
        {endpoints.map((endpoint) => (
          <li key={endpoint.id}>
            <MethodBadge method={endpoint.method} />{' '}
            <Link to={endpoint.route}>{endpoint.summary}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The three references, as cards. */
export function ApiReferenceCards(): ReactNode {
  return (
    <ul className={styles.cards}>
      {references
        .filter((reference) => REFERENCE_IDS.has(reference.id))
        .map((reference) => (
          <ReferenceCard key={reference.id} reference={reference} />
        ))}
    </ul>
  );
}

/** Agencies and User: Console API calls about your own account. */
export function ApiAccountCards(): ReactNode {
  return (
    <ul className={styles.cards}>
      {references
        .filter((reference) => !REFERENCE_IDS.has(reference.id))
        .map((reference) => (
          <AccountCard key={reference.id} reference={reference} />
        ))}
    </ul>
  );
}
