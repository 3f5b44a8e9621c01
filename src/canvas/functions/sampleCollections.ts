/**
 * The published CMS content of the sample site "Northwind": what `cms()`
 * returns in documented examples. An example's Data can replace a collection
 * or a blog of the same key with a `collections` or `blogs` object.
 */

const media = 'https://media.tessera.app/northwind';

export const samplePosts = [
  {
    id: 'pst_9d4k7w2m',
    title: 'Weekend opening hours',
    slug: 'weekend-opening-hours',
    excerpt: 'From March, the shop opens at 8:00 on Saturdays and Sundays.',
    body:
      '<p>From the first weekend of March, the Northwind shop opens at 8:00 on Saturdays and ' +
      'Sundays and closes at 16:00.</p><p>Weekday hours stay the same.</p>',
    author: {name: 'Grace Hopper'},
    image: {
      url: `${media}/blog/weekend-hours.jpg`,
      alt: 'The shop door with the new opening hours',
      width: 1600,
      height: 900,
    },
    tags: ['news'],
    published_at: '2026-03-09T09:00:00Z',
  },
  {
    id: 'pst_6t1q8r5v',
    title: 'How we source our coffee',
    slug: 'how-we-source-our-coffee',
    excerpt: 'We buy green beans from three farms and roast them every Tuesday.',
    body:
      '<p>We buy green beans directly from three farms in Ethiopia and Colombia, and roast them ' +
      'in small batches every Tuesday.</p><p>Each bag carries the roast date, so you know how ' +
      'fresh it is.</p>',
    author: {name: 'Ada Lovelace'},
    image: {
      url: `${media}/blog/coffee-roasting.jpg`,
      alt: 'Coffee beans cooling after roasting',
      width: 1600,
      height: 1067,
    },
    tags: ['coffee', 'sourcing'],
    published_at: '2026-02-20T14:30:00Z',
  },
  {
    id: 'pst_3n7c2x9b',
    title: 'Spring menu planning',
    slug: 'spring-menu-planning',
    excerpt: 'Five dishes built around the first vegetables of the season.',
    body: '<p>Asparagus, radishes and peas arrive in March. Here are five dishes our kitchen builds around them.</p>',
    author: {name: 'Alan Turing'},
    image: {
      url: `${media}/blog/spring-vegetables.jpg`,
      alt: 'Asparagus and radishes on a wooden board',
      width: 1600,
      height: 900,
    },
    tags: ['recipes', 'seasonal'],
    published_at: '2026-02-03T10:15:00Z',
  },
  {
    id: 'pst_1h5w8k3z',
    title: 'Hello, world',
    slug: 'hello-world',
    excerpt: 'Northwind is open: fresh groceries, delivered across town.',
    body: '<p>Northwind is open. We deliver fresh groceries across town, six days a week.</p><p>Order by 10:00 for delivery the same afternoon.</p>',
    author: {name: 'Ada Lovelace'},
    image: {
      url: `${media}/blog/hello-world.jpg`,
      alt: 'The Northwind shopfront at dawn',
      width: 1600,
      height: 900,
    },
    tags: ['company', 'news'],
    published_at: '2026-01-12T08:00:00Z',
  },
];

export const sampleTeam = [
  {
    id: 'ent_2a8d5f1k',
    name: 'Ada Lovelace',
    slug: 'ada-lovelace',
    role: 'Founder',
    bio: 'Ada started Northwind in 2024 to bring farm produce to the city.',
    photo: {url: `${media}/team/ada.jpg`, alt: 'Ada Lovelace', width: 800, height: 800},
    email: 'ada@northwind.example',
  },
  {
    id: 'ent_7g3h9p4q',
    name: 'Grace Hopper',
    slug: 'grace-hopper',
    role: 'Operations',
    bio: 'Grace runs deliveries and the shop floor.',
    photo: {url: `${media}/team/grace.jpg`, alt: 'Grace Hopper', width: 800, height: 800},
    email: 'grace@northwind.example',
  },
  {
    id: 'ent_5t2u6r8w',
    name: 'Alan Turing',
    slug: 'alan-turing',
    role: 'Head chef',
    bio: 'Alan plans the seasonal menu and the recipes on the blog.',
    photo: {url: `${media}/team/alan.jpg`, alt: 'Alan Turing', width: 800, height: 800},
    email: 'alan@northwind.example',
  },
];

export const sampleProducts = [
  {
    id: 'ent_4c9b1y7e',
    name: 'Yirgacheffe coffee beans',
    slug: 'yirgacheffe-coffee-beans',
    category: 'coffee',
    price: 18.5,
    currency: 'USD',
    in_stock: true,
    image: {
      url: `${media}/products/yirgacheffe.jpg`,
      alt: 'A bag of Yirgacheffe coffee beans',
      width: 1200,
      height: 1200,
    },
  },
  {
    id: 'ent_8s3l6o2f',
    name: 'Sourdough loaf',
    slug: 'sourdough-loaf',
    category: 'bakery',
    price: 7,
    currency: 'USD',
    in_stock: true,
    image: {
      url: `${media}/products/sourdough.jpg`,
      alt: 'A sourdough loaf on a board',
      width: 1200,
      height: 1200,
    },
  },
  {
    id: 'ent_1o7v4i9l',
    name: 'Olive oil, 500 ml',
    slug: 'olive-oil-500-ml',
    category: 'pantry',
    price: 14.25,
    currency: 'USD',
    in_stock: true,
    image: {
      url: `${media}/products/olive-oil.jpg`,
      alt: 'A bottle of olive oil',
      width: 1200,
      height: 1200,
    },
  },
  {
    id: 'ent_6v2b8x3k',
    name: 'Seasonal vegetable box',
    slug: 'seasonal-vegetable-box',
    category: 'produce',
    price: 32,
    currency: 'USD',
    in_stock: false,
    image: {
      url: `${media}/products/veg-box.jpg`,
      alt: 'A box of spring vegetables',
      width: 1200,
      height: 1200,
    },
  },
];

export const sampleFaq = [
  {
    id: 'ent_3f6a9q2d',
    slug: 'delivery-times',
    question: 'How long does delivery take?',
    answer: 'Orders placed by 10:00 arrive the same afternoon; later orders arrive the next day.',
  },
  {
    id: 'ent_9r4e1t7y',
    slug: 'returns',
    question: 'Can I return an item?',
    answer:
      'Unopened pantry items can be returned within 14 days. Fresh produce cannot be returned.',
  },
];

/** The sample site's collections, by key. */
export const sampleCollections: Readonly<
  Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>
> = {
  team: sampleTeam,
  products: sampleProducts,
  faq: sampleFaq,
};

/** The sample site's blogs, by key: one blog, `news`, with four published posts (newest first). */
export const sampleBlogs: Readonly<
  Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>
> = {
  news: samplePosts,
};

/** The sample site's CMS pages. */
export const samplePages: ReadonlyArray<Readonly<Record<string, unknown>>> = [
  {
    id: 'pge_5k2m8n4p',
    title: 'About Northwind',
    path: '/about',
    description: 'Who we are and where our food comes from.',
    body: '<p>Northwind delivers groceries from farms within 100 km of the city.</p>',
  },
  {
    id: 'pge_8w3r6t1y',
    title: 'Contact',
    path: '/contact',
    description: 'Write to us or visit the shop.',
    body: '<p>Write to hello@northwind.example or visit us at 12 Harbour Street.</p>',
  },
];

/** The sample site's menus, by key. */
export const sampleMenus: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  main: {
    id: 'mnu_4h8j2k6l',
    key: 'main',
    name: 'Main navigation',
    links: [
      {id: 'lnk_1a2b3c4d', label: 'Shop', url: '/shop'},
      {id: 'lnk_5e6f7g8h', label: 'Blog', url: '/blog'},
      {id: 'lnk_9i1j2k3l', label: 'About', url: '/about'},
      {id: 'lnk_4m5n6o7p', label: 'Contact', url: '/contact'},
    ],
  },
  footer: {
    id: 'mnu_7q3w9e1r',
    key: 'footer',
    name: 'Footer',
    links: [
      {id: 'lnk_8q9r1s2t', label: 'Privacy', url: '/privacy'},
      {id: 'lnk_3u4v5w6x', label: 'Terms', url: '/terms'},
    ],
  },
};
