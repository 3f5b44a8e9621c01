/** On a changelog entry: the reference pages it changed, by kind of change, each a link. */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {CHANGE_KINDS, CHANGE_KIND_LABELS, type ChangedPage} from '@site/src/lib/changeTrail';
import styles from './styles.module.css';

export default function EntryPages({pages}: {readonly pages: readonly ChangedPage[]}): ReactNode {
  if (pages.length === 0) return null;
  return (
    <section className={styles.trail} aria-labelledby="pages-changed">
      <Heading as="h2" className={styles.title} id="pages-changed">
        Pages changed
      </Heading>
      <dl className={styles.items}>
        {CHANGE_KINDS.filter((kind) => pages.some((page) => page.kind === kind)).map((kind) => (
          <div key={kind} className={styles.item}>
            <dt>{CHANGE_KIND_LABELS[kind]}</dt>
            <dd>
              <ul className={styles.changes}>
                {pages
                  .filter((page) => page.kind === kind)
                  .map((page) => (
                    <li key={page.permalink}>
                      <Link to={page.permalink}>
                        {page.title}
                        {page.item && (
                          <>
                            {': '}
                            <code>{page.item}</code>
                          </>
                        )}
                      </Link>
                    </li>
                  ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
