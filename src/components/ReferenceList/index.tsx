/**
 * The member list of a reference group (Canvas filters, tags, ...): each
 * page's name and one-line summary, read from the pages' own frontmatter
 * through the sidebar category this index page heads.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import {useDocById} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {referenceLinks} from './referenceLinks';
import styles from './styles.module.css';

function Row({item}: {item: PropSidebarItemLink}): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <tr>
      <th scope="row">
        <Link to={item.href}>
          <code>{item.label}</code>
        </Link>
      </th>
      <td>{doc?.description}</td>
    </tr>
  );
}

export default function ReferenceList({label = 'Name'}: {label?: string}): ReactNode {
  const category = useCurrentSidebarCategory();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Summary</th>
        </tr>
      </thead>
      <tbody>
        {referenceLinks(category.items).map((item) => (
          <Row key={item.href} item={item} />
        ))}
      </tbody>
    </table>
  );
}
