/** The site's four sections: the header's main items, the home page and the 404 page list them from here. */
export interface Section {
  readonly label: string;
  readonly path: string;
  readonly summary: string;
}

export const sections: readonly Section[] = [
  {
    label: 'Documentation',
    path: '/docs',
    summary: 'Canvas templates, the Courier CLI and AI components.',
  },
  {
    label: 'API reference',
    path: '/api',
    summary: 'The Console, Admin and Project APIs, endpoint by endpoint.',
  },
  {label: 'Guides', path: '/guides', summary: 'Step-by-step walk-throughs of common tasks.'},
  {
    label: 'Changelog',
    path: '/changelog',
    summary: 'What changed on the platform, and what to do about it.',
  },
];
