/**
 * Pages as the index holds them (title, description, keywords, headings and
 * text), copied from the site, for the tests of what readers type: each one
 * of these queries found nothing, or the wrong page first, before query
 * understanding and the ranking by page kind.
 */
import {
  expandIndex,
  INDEX_FORMAT_VERSION,
  type CompactIndexFile,
  type CompactPage,
} from '../indexFormat';
import type {SearchRecord} from '../types';

const filter = (name: string, description: string, text: string): CompactPage => ({
  path: `/docs/canvas/filters/${name}`,
  title: name,
  category: 'Canvas filters',
  description,
  items: [
    text,
    [2, 'Syntax', 'syntax'],
    [2, 'Arguments', 'arguments'],
    [2, 'Examples', 'examples'],
  ],
});

const endpoint = (
  path: string,
  title: string,
  api: string,
  description: string,
  category = 'Console API',
): CompactPage => ({
  path,
  title,
  category,
  description,
  // As the index plugin writes them: the endpoint's path and its action (the file name).
  keywords: `${api.replace(/^[A-Z]+\s+/, '')} ${path.split('/').at(-1) ?? ''}`,
  items: [description, [2, 'Request', 'request'], [2, 'Response', 'response']],
});

const pages: CompactPage[] = [
  {
    path: '/docs/canvas/functions/cms',
    title: 'cms',
    category: 'Canvas functions',
    description:
      'Reads published content from the Console: blog posts, collection entries, pages and menus.',
    items: [
      'Use it to list and show structured content in templates. Drafts are never returned, so a template shows what visitors see.',
      [3, 'List the latest posts', 'list-the-latest-posts'],
      'Read the five newest posts of the blog and link to each.',
    ],
  },
  endpoint(
    '/api/admin/posts/list',
    'List posts',
    'GET /admin/v1/posts',
    'Lists the posts of the project, newest first, a page at a time, optionally by blog, tag and status.',
    'Admin API',
  ),
  filter(
    'date',
    'Formats a date, a timestamp or a date string with a PHP-style format.',
    'The date filter formats a date with the format you give it, in the project timezone.',
  ),
  {
    path: '/docs/canvas/functions/date',
    title: 'date',
    category: 'Canvas functions',
    description:
      'Converts a value to a date object for comparing dates or passing them on to date filters.',
    items: [
      'Use date() in a template to compare two dates, or to pass a date on to the date filter, which formats it.',
    ],
  },
  {
    ...filter(
      'reading_time',
      'Estimates how many minutes a text takes to read.',
      'Counts the words of a text and divides them by a reading speed, rounded up to whole minutes.',
    ),
    keywords: 'reading time how long to read minutes to read article length',
  },
  filter(
    'reverse',
    'Reverses the order of a list, a hash or the characters of a string.',
    'The reverse filter returns a list or hash in reverse order, or a string with its characters reversed; use it to show the newest entries first or to count down.',
  ),
  filter(
    'upper',
    'Converts a string to uppercase.',
    'The upper filter converts every letter of a string to uppercase; use it for badges, short labels and codes that must stand out or match a fixed format. upper handles accented letters and letters that become two, such as ß. The result is text, so HTML in it is escaped.',
  ),
  filter(
    'lower',
    'Converts a string to lowercase.',
    'The lower filter converts every letter of a string to lowercase; use it to compare text without regard to case.',
  ),
  filter(
    'capitalize',
    'Makes the first character of a string uppercase and the rest lowercase.',
    'The capitalize filter uppercases the first character of a string and lowercases all the others; use it to tidy labels, categories and names that arrive in inconsistent case.',
  ),
  filter(
    'title',
    'Capitalizes the first letter of every word and lowercases the rest.',
    'The title filter capitalizes each word of a string; use it for headings built from user input.',
  ),
  filter(
    'first',
    'Returns the first item of a list or hash, or the first character of a string.',
    'The first filter returns the first item of a list or hash, or the first character of a string; use it for a featured post, a lead image or an initial.',
  ),
  filter(
    'merge',
    'Merges lists or hashes into one, appending lists and overriding keys.',
    'The merge filter combines a list or hash with one or more others; use it to append items to a list, or to apply your own options over a set of defaults.',
  ),
  filter(
    'striptags',
    'Removes HTML tags from a string, optionally keeping some.',
    'The striptags filter removes HTML and PHP tags and HTML comments from a string, leaving its text; use it to build plain-text excerpts, meta descriptions and link titles from rich-text fields.',
  ),
  filter(
    'length',
    'Returns the number of items in a list or hash, or of characters in a string.',
    'The length filter returns how many items a list or hash has, or how many characters a string has; use it to show counts, to pluralize labels, and to check a text length before printing it.',
  ),
  {
    path: '/docs/canvas/tests/empty',
    title: 'empty',
    category: 'Canvas tests',
    description:
      'Checks whether a value is an empty string, null, false, an empty sequence or an empty mapping.',
    items: [
      'The empty test is true when a value has nothing in it; use it to skip a section, such as a list of tags, when there are no items to count or show.',
    ],
  },
  {
    path: '/docs/canvas/tags/form',
    title: 'form',
    category: 'Canvas tags',
    description:
      'Renders a form defined in the Console so that its submissions are sent to Tessera.',
    items: [
      'The form tag renders a form that you defined in the Console.',
      [2, 'Syntax', 'syntax'],
    ],
  },
  endpoint(
    '/api/console/members/remove',
    'Remove a member',
    'DELETE /console/v1/members/{id}',
    'Removes a person from the agency; they lose access to its projects at once.',
  ),
  endpoint(
    '/api/console/members/list',
    'List members',
    'GET /console/v1/members',
    'Lists the members of the agency, newest first, a page at a time.',
  ),
  endpoint(
    '/api/console/projects/remove',
    'Archive a project',
    'DELETE /console/v1/projects/{id}',
    'Archives a project: its site and domains go offline, and everything in it is kept.',
  ),
  endpoint(
    '/api/console/projects/restore',
    'Restore a project',
    'DELETE /console/v1/projects/{id}/archive',
    'Takes a project out of the archive; it comes back active and unpublished. A removed project can be restored.',
  ),
  endpoint(
    '/api/console/projects/unpublish',
    'Unpublish a project',
    'POST /console/v1/projects/{id}/unpublish',
    'Takes the live site of a project offline without archiving it; unlike remove, the project stays active.',
  ),
  endpoint(
    '/api/console/cassettes/create',
    'Create a Cassette',
    'POST /console/v1/cassettes',
    'Makes a Cassette from a project: a copy of its templates, assets, content model and sample content.',
  ),
  {
    path: '/guides/receive-and-verify-webhooks',
    title: 'Receive and verify Tessera webhooks',
    category: 'Guides',
    description:
      'Build an HTTPS endpoint in Node.js that receives Tessera events, verifies the Tessera-Signature header and answers in time.',
    items: [
      [2, 'Verify the signature', 'verify-the-signature'],
      'Compute the HMAC of the timestamp and the body with your signing secret and compare it with the v1 value of the signature header.',
    ],
  },
  {
    path: '/changelog/2026/03/03/webhook-signatures-v1',
    title: 'Timestamped webhook signatures (v1)',
    category: 'Changelog',
    description:
      'Webhook requests carry a Tessera-Signature header with a timestamp and a v1 HMAC-SHA256 signature.',
    items: [
      'Webhook signatures now include a timestamp, so that a replayed request can be refused.',
    ],
  },
  {
    path: '/changelog/2025/12/09/form-tag',
    title: 'The Canvas form tag and the recaptcha function',
    category: 'Changelog',
    description:
      'Canvas adds the form tag, which renders a form that posts to a Console form definition, and the recaptcha function.',
    items: ['The new form tag renders a form defined in the Console.'],
  },
  {
    path: '/changelog/2026/05/05/cassettes-duplicate',
    title: 'Duplicate Cassettes',
    category: 'Changelog',
    description:
      'The Console and the Console API can duplicate a Cassette, so you can build a variant of a Cassette.',
    items: ['Duplicate a Cassette to change it while projects keep starting from the original.'],
  },
  {
    ...filter(
      'image_url',
      'Returns the URL of an image on the media host, resized or converted on the fly.',
      "The image_url filter returns the URL of an image from your project's media, resized, cropped or converted on the fly.",
    ),
    keywords: 'thumbnail resize an image convert to WebP crop an image srcset',
  },
  {
    path: '/docs/canvas/functions/random',
    title: 'random',
    category: 'Canvas functions',
    description:
      'Returns a random number, character or item, from a generator that is seeded in previews.',
    keywords: 'random number random item shuffle pick at random rotate a testimonial',
    items: [
      'random() returns a random integer, a random character of a string or a random item of a list, for example to rotate a testimonial or a hero image on each visit.',
      [3, 'A random testimonial', 'a-random-testimonial'],
    ],
  },
  {
    path: '/guides/install-courier-on-linux',
    title: 'Install Courier on Linux',
    category: 'Guides',
    description:
      'Installs Courier on Linux with the install script or a .deb or .rpm package, signs in, and confirms access to your projects.',
    items: [
      'In this guide you install Courier on a Linux desktop or server, put it on your PATH, sign in, and list your projects.',
      [3, '3. Or install a package', '3-or-install-a-package'],
    ],
  },
  {
    path: '/docs/canvas/variables/request',
    title: 'request',
    category: 'Canvas variables',
    description:
      'Describes the HTTP request being rendered, with its URL, query parameters, headers, cookies and language.',
    items: [[3, 'Preview a different URL', 'preview-a-different-url']],
  },
  {
    path: '/docs/canvas/filters/',
    title: 'Filters',
    category: 'Canvas filters',
    description: 'The Canvas filters that transform a value before it prints.',
    items: [
      'reverse: reverses a list. upper: converts a string to uppercase. first: the first item of a list. merge: merges lists. length: the number of items.',
    ],
  },
];

export const readerIndex: CompactIndexFile = {
  version: INDEX_FORMAT_VERSION,
  site: 'https://developers.tessera.dev',
  pages,
};

export const readerRecords: SearchRecord[] = expandIndex(readerIndex);
