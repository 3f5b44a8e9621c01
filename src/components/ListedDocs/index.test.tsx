/** @jest-environment jsdom */
import React, {createContext, useContext, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {DocsVersionProvider, useDocById} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import ListedDocs from '.';

// The docs plugin's version context as lib/client/docsVersion.js and docsUtils.js have it: a
// provider, its hook, and useDocById, which throws for a doc the version does not hold.
jest.mock('@docusaurus/plugin-content-docs/client', () => {
  type Version = {docs: Record<string, {description?: string}>};
  const Version = createContext<Version | null>(null);
  const useDocsVersion = (): Version => {
    const version = useContext(Version);
    if (!version) throw new Error('no DocsVersionProvider');
    return version;
  };
  return {
    DocsVersionProvider: ({version, children}: {version: Version; children: ReactNode}) => (
      <Version.Provider value={version}>{children}</Version.Provider>
    ),
    useDocsVersion,
    useDocById: (id: string) => {
      const doc = useDocsVersion().docs[id];
      if (!doc) throw new Error(`no version doc found by id=${id}`);
      return doc;
    },
  };
});

function Summary({id}: {id: string}): ReactNode {
  return <p>{useDocById(id)?.description}</p>;
}

// The version metadata every docs page gets: no docs (plugins/docs-instance/versionProp.ts).
const version = {version: 'current', label: 'Next', docs: {}} as unknown as PropVersionMetadata;
const abs = {id: 'filters/abs', title: 'abs', description: 'Absolute value.', sidebar: 'docs'};

test("a category page's own docs are in the version for what it renders", () => {
  render(
    <DocsVersionProvider version={version}>
      <ListedDocs docs={{'filters/abs': abs}}>
        <Summary id="filters/abs" />
      </ListedDocs>
    </DocsVersionProvider>,
  );
  expect(screen.getByText('Absolute value.')).toBeTruthy();
});

test('any other page renders in the version as it is', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() =>
    render(
      <DocsVersionProvider version={version}>
        <ListedDocs>
          <Summary id="filters/abs" />
        </ListedDocs>
      </DocsVersionProvider>,
    ),
  ).toThrow('no version doc found by id=filters/abs');
});
