/**
 * /playground: write a Canvas template and see what it renders, with the
 * sample site's data, clock and seed. The editor and the engine load after
 * the page has hydrated, with the editor's styles (plugins/on-demand-styles),
 * so the page itself stays light.
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './playground.module.css';

export default function Playground(): ReactNode {
  const [App, setApp] = useState<{App: ComponentType} | 'failed' | undefined>();
  useEffect(() => {
    import(
      /* webpackChunkName: "on-demand-playground" */ '@site/src/components/PlaygroundApp'
    ).then(
      (module) => setApp({App: module.default}),
      () => setApp('failed'),
    );
  }, []);
  return (
    <Layout
      title="Canvas playground"
      description="Write a Canvas template with JSON data and see the HTML it renders, live, with the sample site's data.">
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1">Canvas playground</Heading>
          <p className={styles.lead}>
            Write a template and its data; the output renders as you type, with the sample
            site&apos;s globals, clock (March 14, 2026, 09:30 UTC) and seed, like the examples in
            the <Link to="/docs/canvas/getting-started/overview">Canvas reference</Link>.
          </p>
          {App && typeof App === 'object' ? (
            <App.App />
          ) : (
            <p role="status" className={styles.loading}>
              {App === 'failed'
                ? 'The editor could not be loaded. Check your connection and reload the page.'
                : 'Loading the editor…'}
            </p>
          )}
        </div>
      </main>
    </Layout>
  );
}
