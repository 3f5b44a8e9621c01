/**
 * The sample site every documented example renders against: a fixed clock,
 * time zone and seed, and the global variables of the "Northwind" project.
 * An example's own Data overrides any of these.
 */
export const sampleNow = new Date('2026-03-14T09:30:00Z');
export const sampleTimezone = 'UTC';
export const sampleSeed = 42;

export const sampleGlobals: Readonly<Record<string, unknown>> = {
  request: {
    method: 'GET',
    scheme: 'https',
    host: 'northwind.tessera.site',
    path: '/blog/hello-world',
    url: 'https://northwind.tessera.site/blog/hello-world?ref=newsletter',
    query: {ref: 'newsletter'},
    locale: 'en-US',
    is_preview: false,
  },
  route: {
    name: 'blog.post',
    pattern: '/blog/{slug}',
    template: 'pages/blog/post.canvas',
    params: {slug: 'hello-world'},
  },
  settings: {
    site_name: 'Northwind',
    site_url: 'https://northwind.tessera.site',
    locale: 'en-US',
    timezone: 'UTC',
    logo: {url: 'https://media.tessera.app/northwind/logo.svg', alt: 'Northwind', width: 120, height: 32},
    contact_email: 'hello@northwind.example',
  },
};
