/**
 * One page of each kind whose weight and speed are measured: the size budget checks their
 * first-load JS and bench/lighthouse compares them with the stock template.
 */
export const MEASURED_PAGES: readonly string[] = [
  '/docs',
  '/docs/canvas/filters/date',
  '/api/admin/blogs/create',
  '/guides',
  '/guides/build-a-contact-form',
  '/changelog',
];
