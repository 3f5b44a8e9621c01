/** The home page: what the portal holds and the shortest path to a first published page. */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import SectionLinks from '@site/src/components/SectionLinks';
import {site} from '@site/src/data/site';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title={`${site.productName} developer documentation`}
      description={`Build websites on ${site.productName}: Canvas templates, the Courier CLI, the Console, and the Admin, Console and Project APIs.`}>
      <main className={styles.main}>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Build on {site.productName}
            </Heading>
            <p className={styles.lead}>
              Write templates in Canvas, ship them with Courier, and automate projects with the
              Admin, Console and Project APIs.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/getting-started/create">
                Create a project
              </Link>
              <Link
                className="button button--secondary button--lg"
                to="/docs/canvas/getting-started/overview">
                Learn Canvas
              </Link>
            </div>
          </div>
        </header>
        <div className="container">
          <SectionLinks />
          <section className={styles.quickstart} aria-labelledby="quick-start">
            {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- names its section; Heading's link would join the name */}
            <h2 id="quick-start">From zero to a live page</h2>
            <CodeBlock language="bash">
              {[
                'brew install tessera/tap/courier   # or see /docs/courier/installation',
                'courier login',
                'courier init northwind && cd northwind',
                'courier preview --open             # http://localhost:4000',
                'courier push --publish',
              ].join('\n')}
            </CodeBlock>
          </section>
        </div>
      </main>
    </Layout>
  );
}
