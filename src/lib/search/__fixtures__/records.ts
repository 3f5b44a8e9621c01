/** A small index for the engine and adapter tests: reference pages, a guide and a changelog entry. */
import type {RecordType, SearchRecord} from '../types';

let position = 0;

function record(
  path: string,
  type: RecordType,
  lvl0: string,
  lvl1: string,
  extra: {lvl2?: string; lvl3?: string; content?: string; hash?: string} = {},
): SearchRecord {
  position += 1;
  return {
    objectID: `${path}-${type}-${position}`,
    url: `https://developers.tessera.dev${path}${extra.hash ? `#${extra.hash}` : ''}`,
    type,
    content: extra.content ?? null,
    hierarchy: {
      lvl0,
      lvl1,
      lvl2: extra.lvl2 ?? null,
      lvl3: extra.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    position,
  };
}

export const records: SearchRecord[] = [
  record('/guides/schedule-posts', 'lvl1', 'Guides', 'Schedule blog posts'),
  record('/guides/schedule-posts', 'content', 'Guides', 'Schedule blog posts', {
    content:
      'Set a publication date on each post; posts with a date in the future stay hidden until that date.',
  }),
  record('/guides/schedule-posts', 'lvl2', 'Guides', 'Schedule blog posts', {
    lvl2: 'Dates and time zones',
    hash: 'dates-and-time-zones',
  }),
  record('/changelog/2026/01/13/dates', 'lvl1', 'Changelog', 'Date formats in the Console'),
  record('/docs/canvas/filters/date', 'lvl1', 'Canvas filters', 'date'),
  record('/docs/canvas/filters/date', 'content', 'Canvas filters', 'date', {
    content: 'Formats a date, a timestamp or a date string with a PHP-style format such as Y-m-d.',
  }),
  record('/docs/canvas/filters/date', 'lvl2', 'Canvas filters', 'date', {
    lvl2: 'Arguments',
    hash: 'arguments',
  }),
  record('/docs/canvas/filters/date', 'content', 'Canvas filters', 'date', {
    lvl2: 'Arguments',
    hash: 'arguments',
    content: 'format · string · F j, Y · The format of the output, in PHP characters.',
  }),
  record('/docs/canvas/filters/date_modify', 'lvl1', 'Canvas filters', 'date_modify'),
  record('/docs/canvas/filters/date_modify', 'content', 'Canvas filters', 'date_modify', {
    content: 'Moves a date by a relative amount such as +1 day and returns the new date.',
  }),
  record('/docs/canvas/functions/date', 'lvl1', 'Canvas functions', 'date'),
  record('/docs/canvas/functions/date', 'content', 'Canvas functions', 'date', {
    content: 'Creates a date object from a string or a timestamp so you can compare dates.',
  }),
  record('/docs/canvas/filters/json_encode', 'lvl1', 'Canvas filters', 'json_encode'),
  record('/docs/canvas/filters/json_encode', 'content', 'Canvas filters', 'json_encode', {
    content:
      'Encodes a value as JSON, for data attributes and inline scripts. Use it with <script> tags & "quotes".',
  }),
  record('/docs/canvas/filters/url_encode', 'lvl1', 'Canvas filters', 'url_encode'),
  record('/docs/canvas/filters/url_encode', 'content', 'Canvas filters', 'url_encode', {
    content: 'Percent-encodes a string for use in a URL query string.',
  }),
  record('/docs/canvas/tags/form', 'lvl1', 'Canvas tags', 'form'),
  record('/docs/canvas/tags/form', 'content', 'Canvas tags', 'form', {
    content: 'Renders a form defined in the Console and posts it to /_forms/contact.',
  }),
  record('/docs/canvas/tags/form', 'lvl2', 'Canvas tags', 'form', {
    lvl2: 'Spam protection with reCAPTCHA',
    hash: 'spam-protection',
  }),
  record('/docs/courier/commands', 'lvl1', 'Courier', 'Courier commands'),
  record('/docs/courier/commands', 'lvl2', 'Courier', 'Courier commands', {
    lvl2: 'courier push',
    hash: 'courier-push',
  }),
  record('/docs/courier/commands', 'content', 'Courier', 'Courier commands', {
    lvl2: 'courier push',
    hash: 'courier-push',
    content:
      'Uploads changed templates and assets. With --publish the project is published after the upload.',
  }),
  record('/api/admin/webhooks/create', 'lvl1', 'Admin API', 'Create a webhook'),
  record('/api/admin/webhooks/create', 'content', 'Admin API', 'Create a webhook', {
    content: 'Subscribes an HTTPS endpoint to events such as form.submitted and entry.created.',
  }),
];
