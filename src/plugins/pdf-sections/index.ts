/**
 * Lists the site's PDFs for `npm run pdf`: from the loaded docs, API reference and guides, it writes
 * `pdf/sections.json` into the build, each section with its pages in sidebar order and its outline
 * (sections.ts). The PDFs themselves are printed from the build by a separate command, so the build
 * stays as fast without them.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {
  apiSection,
  docsSections,
  guidesSection,
  type PdfSection,
  type SectionDoc,
  type SidebarItem,
} from './sections';

interface LoadedDoc {
  readonly id: string;
  readonly permalink: string;
  readonly title: string;
  readonly unlisted?: boolean;
  readonly draft?: boolean;
  readonly frontMatter: {readonly sidebar_label?: unknown};
}

interface LoadedVersion {
  readonly versionName: string;
  readonly isLast: boolean;
  readonly docs: readonly LoadedDoc[];
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
}

interface LoadedPost {
  readonly metadata: {
    readonly permalink: string;
    readonly title: string;
    readonly unlisted?: boolean;
  };
}

const API_TITLES: Readonly<Record<string, string>> = {
  api: 'API overview',
  admin: 'Admin API',
  console: 'Console API',
  project: 'Project API',
};

function sectionDocs(version: LoadedVersion): SectionDoc[] {
  return version.docs.map((doc) => ({
    id: doc.id,
    permalink: doc.permalink,
    title: doc.title,
    ...(typeof doc.frontMatter.sidebar_label === 'string'
      ? {sidebarLabel: doc.frontMatter.sidebar_label}
      : {}),
    hidden: Boolean(doc.unlisted ?? doc.draft),
  }));
}

function versionsOf(content: unknown): readonly LoadedVersion[] {
  return (content as {loadedVersions?: readonly LoadedVersion[]} | undefined)?.loadedVersions ?? [];
}

/** Every PDF of the site: the docs of each released version, the API references, the guides. */
export function sectionsFromContent(allContent: AllContent): PdfSection[] {
  const docsPlugins = allContent['docusaurus-plugin-content-docs'] ?? {};
  const versions = versionsOf(docsPlugins.default);
  // A versioned site prints its released versions; 'current' is then the unreleased next.
  const released =
    versions.length > 1 ? versions.filter((v) => v.versionName !== 'current') : versions;
  const docs = released.flatMap((version) =>
    Object.values(version.sidebars).flatMap((sidebar) =>
      docsSections(sidebar, sectionDocs(version), version.isLast ? '' : version.versionName),
    ),
  );
  const [apiVersion] = versionsOf(docsPlugins.api);
  const apis = apiVersion
    ? Object.entries(apiVersion.sidebars).map(([name, sidebar]) =>
        apiSection(
          name === 'api' ? 'api' : `api-${name}`,
          API_TITLES[name] ?? name,
          sidebar,
          sectionDocs(apiVersion),
        ),
      )
    : [];
  const posts =
    (allContent['docusaurus-plugin-content-blog']?.guides as {blogPosts?: readonly LoadedPost[]})
      ?.blogPosts ?? [];
  const guides = posts
    .filter((post) => !post.metadata.unlisted)
    .map((post) => ({path: post.metadata.permalink, title: post.metadata.title}));
  return [...docs, ...apis, ...(guides.length > 0 ? [guidesSection(guides)] : [])];
}

export default function pdfSections(_context: LoadContext): Plugin {
  let sections: PdfSection[] = [];
  return {
    name: 'pdf-sections',
    allContentLoaded({allContent}) {
      sections = sectionsFromContent(allContent);
    },
    async postBuild({outDir}) {
      await mkdir(join(outDir, 'pdf'), {recursive: true});
      await writeFile(join(outDir, 'pdf/sections.json'), JSON.stringify(sections));
    },
  };
}
