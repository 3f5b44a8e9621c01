/**
 * Wraps the theme's DocItem/Layout to apply the site's layout rule
 * (src/lib/layoutForPage): it marks the page with its layout so the
 * full-width and API layouts can style the whole page, and puts the method
 * and path of an API page above its content, with its "New in" and "Changed in"
 * notes from the API history (src/plugins/api-changes/frontMatter.ts).
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {layoutForPage} from '@site/src/lib/layoutForPage';
import {parseApiField} from '@site/src/lib/parseApiField';
import ApiEndpointHeader from '@site/src/components/ApiEndpointHeader';
import ApiChangeNotes from '@site/src/components/ApiChangeNotes';
import type {EndpointChangeNote} from '@site/src/data/api/history/notes';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const extra = frontMatter as {
    fullWidth?: unknown;
    api?: unknown;
    apiChangeNotes?: readonly EndpointChangeNote[];
  };
  const layout = layoutForPage({
    fullWidth: extra.fullWidth,
    api: extra.api,
    path: metadata.permalink,
  });
  const endpoint = layout === 'api' ? parseApiField(extra.api) : undefined;
  return (
    <>
      <Head>
        {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds an attribute to the page's <html>, whose lang Docusaurus sets */}
        <html data-layout={layout} />
      </Head>
      {endpoint && <ApiEndpointHeader {...endpoint} />}
      {endpoint && extra.apiChangeNotes && <ApiChangeNotes notes={extra.apiChangeNotes} />}
      <Layout {...props} />
    </>
  );
}
