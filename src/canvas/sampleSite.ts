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
    query_string: 'ref=newsletter',
    headers: {
      'accept-language': 'en-US,en;q=0.9',
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      referer: 'https://mail.example.com/',
    },
    cookies: {consent: 'analytics'},
    ip: '203.0.113.42',
  },
  route: {
    name: 'blog.post',
    pattern: '/blog/{slug}',
    template: 'pages/blog/post.canvas',
    params: {slug: 'hello-world'},
    id: 'rtp_3h7w2k9d',
  },
  settings: {
    site_name: 'Northwind',
    site_url: 'https://northwind.tessera.site',
    locale: 'en-US',
    timezone: 'UTC',
    logo: {
      url: 'https://media.tessera.app/northwind/logo.svg',
      alt: 'Northwind',
      width: 120,
      height: 32,
    },
    contact_email: 'hello@northwind.example',
    tagline: 'Specialty foods from small producers',
    description:
      'Northwind imports specialty foods from small producers and ships them across North America.',
    favicon: 'https://media.tessera.app/northwind/favicon.png',
    social_image: {
      url: 'https://media.tessera.app/northwind/social-card.jpg',
      alt: 'Jars of preserves on a pantry shelf',
      width: 1200,
      height: 630,
    },
    social: {
      instagram: 'https://www.instagram.com/northwind.example',
      linkedin: 'https://www.linkedin.com/company/northwind-example',
    },
    languages: ['en-US', 'de-DE'],
  },
};
