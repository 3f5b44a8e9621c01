/**
 * The PDF sections of one content plugin's loaded content: the docs instance's released versions
 * (each top-level category a PDF), the API instance's sidebars (one PDF each), the guides. The
 * pdf-sections plugin lists them all; the docs and guide plugins use the same to know which PDF
 * each of their pages belongs to.
 */
import {API_TITLES} from '../../data/api/titles';
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

export interface LoadedPost {
  readonly metadata: {
    readonly permalink: string;
    readonly title: string;
    readonly unlisted?: boolean;
  };
}

/** The docs plugin instance whose sidebars are the API references. */
export const API_INSTANCE = 'api';

const SECTION_TITLES: Readonly<Record<string, string>> = {api: 'API overview', ...API_TITLES};

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

/** The PDFs of a docs instance: the API references for `api`, the docs of each released version otherwise. */
export function docsInstanceSections(pluginId: string, content: unknown): PdfSection[] {
  const versions = versionsOf(content);
  if (pluginId === API_INSTANCE) {
    const [apiVersion] = versions;
    return apiVersion
      ? Object.entries(apiVersion.sidebars).map(([name, sidebar]) =>
          apiSection(
            name === 'api' ? 'api' : `api-${name}`,
            SECTION_TITLES[name] ?? name,
            sidebar,
            sectionDocs(apiVersion),
          ),
        )
      : [];
  }
  // A versioned site prints its released versions; 'current' is then the unreleased next.
  const released =
    versions.length > 1 ? versions.filter((v) => v.versionName !== 'current') : versions;
  return released.flatMap((version) =>
    Object.values(version.sidebars).flatMap((sidebar) =>
      docsSections(sidebar, sectionDocs(version), version.isLast ? '' : version.versionName),
    ),
  );
}

/** The guides' PDF, from the guides blog's posts; none without a listed guide. */
export function guidesSections(posts: readonly LoadedPost[]): PdfSection[] {
  const guides = posts
    .filter((post) => !post.metadata.unlisted)
    .map((post) => ({path: post.metadata.permalink, title: post.metadata.title}));
  return guides.length > 0 ? [guidesSection(guides)] : [];
}
