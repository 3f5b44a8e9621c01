/**
 * The /api overview: the three references (Console, Admin, Project) with
 * their base URL, credential and size, then Agencies and User with their
 * calls. The cards are resolved from the model at build time
 * (src/plugins/api-reference). Card titles are not headings: the page's table
 * of contents lists only its own ## headings.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {AccountCardView, ReferenceCardView} from '@site/src/lib/apiViews/types';
import MethodBadge from '@site/src/components/MethodBadge';
import styles from './styles.module.css';

function ReferenceCard({card}: {card: ReferenceCardView}): ReactNode {
  return (
    <li className={styles.card}>
      <p className={styles.cardTitle}>
        <Link to={card.route}>{card.title}</Link>
      </p>
      <p>{card.summary}</p>
      <dl className={styles.facts}>
        <dt>Base URL</dt>
        <dd>
          <code>{card.baseUrl}</code>
        </dd>
        <dt>Credential</dt>
        <dd>
          {card.credential.name} (<code>{card.credential.prefix}...</code>)
        </dd>
        <dt>Endpoints</dt>
        <dd>
          {card.endpointCount} in {card.resourceCount} resources
        </dd>
      </dl>
    </li>
  );
}

function AccountCard({card}: {card: AccountCardView}): ReactNode {
  return (
    <li className={styles.card}>
      <p className={styles.cardTitle}>{card.title}</p>
      <p>{card.summary}</p>
      <ul className={styles.calls}>
        {card.endpoints.map((endpoint) => (
          <li key={endpoint.route}>
            <MethodBadge method={endpoint.method} />{' '}
            <Link to={endpoint.route}>{endpoint.summary}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The three references, as cards. */
export function ApiReferenceCards({cards}: {cards: readonly ReferenceCardView[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <ReferenceCard key={card.id} card={card} />
      ))}
    </ul>
  );
}

/** Agencies and User: Console API calls about your own account. */
export function ApiAccountCards({cards}: {cards: readonly AccountCardView[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <AccountCard key={card.id} card={card} />
      ))}
    </ul>
  );
}
