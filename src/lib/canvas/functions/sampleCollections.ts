/**
 * The CMS content of the sample site "Northwind": what `cms()` returns in
 * previews and documented examples. A `collections` object in an example's
 * Data replaces a collection of the same name.
 */

const media = 'https://media.tessera.app/northwind';

export const samplePosts = [
  {
    title: 'Weekend opening hours',
    slug: 'weekend-opening-hours',
    excerpt: 'From March, the shop opens at 8:00 on Saturdays and Sundays.',
    body: '<p>From the first weekend of March, the Northwind shop opens at 8:00 on Saturdays and Sundays and closes at 16:00.</p><p>Weekday hours stay the same.</p>',
    author: {name: 'Grace Hopper'},
    image: {url: `${media}/blog/weekend-hours.jpg`, alt: 'The shop door with the new opening hours', width: 1600, height: 900},
    tags: ['news'],
    published_at: '2026-03-09T09:00:00Z',
  },
  {
    title: 'How we source our coffee',
    slug: 'how-we-source-our-coffee',
    excerpt: 'We buy green beans from three farms and roast them every Tuesday.',
    body: '<p>We buy green beans directly from three farms in Ethiopia and Colombia, and roast them in small batches every Tuesday.</p><p>Each bag carries the roast date, so you know how fresh it is.</p>',
    author: {name: 'Ada Lovelace'},
    image: {url: `${media}/blog/coffee-roasting.jpg`, alt: 'Coffee beans cooling after roasting', width: 1600, height: 1067},
    tags: ['coffee', 'sourcing'],
    published_at: '2026-02-20T14:30:00Z',
  },
  {
    title: 'Spring menu planning',
    slug: 'spring-menu-planning',
    excerpt: 'Five dishes built around the first vegetables of the season.',
    body: '<p>Asparagus, radishes and peas arrive in March. Here are five dishes our kitchen builds around them.</p>',
    author: {name: 'Alan Turing'},
    image: {url: `${media}/blog/spring-vegetables.jpg`, alt: 'Asparagus and radishes on a wooden board', width: 1600, height: 900},
    tags: ['recipes', 'seasonal'],
    published_at: '2026-02-03T10:15:00Z',
  },
  {
    title: 'Hello, world',
    slug: 'hello-world',
    excerpt: 'Northwind is open: fresh groceries, delivered across town.',
    body: '<p>Northwind is open. We deliver fresh groceries across town, six days a week.</p><p>Order by 10:00 for delivery the same afternoon.</p>',
    author: {name: 'Ada Lovelace'},
    image: {url: `${media}/blog/hello-world.jpg`, alt: 'The Northwind shopfront at dawn', width: 1600, height: 900},
    tags: ['news'],
    published_at: '2026-01-12T08:00:00Z',
  },
];

export const sampleTeam = [
  {
    name: 'Ada Lovelace',
    slug: 'ada-lovelace',
    role: 'Founder',
    bio: 'Ada started Northwind in 2024 to bring farm produce to the city.',
    photo: {url: `${media}/team/ada.jpg`, alt: 'Ada Lovelace', width: 800, height: 800},
    email: 'ada@northwind.example',
  },
  {
    name: 'Grace Hopper',
    slug: 'grace-hopper',
    role: 'Operations',
    bio: 'Grace runs deliveries and the shop floor.',
    photo: {url: `${media}/team/grace.jpg`, alt: 'Grace Hopper', width: 800, height: 800},
    email: 'grace@northwind.example',
  },
  {
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
    name: 'Yirgacheffe coffee beans',
    slug: 'yirgacheffe-coffee-beans',
    category: 'coffee',
    price: 18.5,
    currency: 'USD',
    in_stock: true,
    image: {url: `${media}/products/yirgacheffe.jpg`, alt: 'A bag of Yirgacheffe coffee beans', width: 1200, height: 1200},
  },
  {
    name: 'Sourdough loaf',
    slug: 'sourdough-loaf',
    category: 'bakery',
    price: 7,
    currency: 'USD',
    in_stock: true,
    image: {url: `${media}/products/sourdough.jpg`, alt: 'A sourdough loaf on a board', width: 1200, height: 1200},
  },
  {
    name: 'Olive oil, 500 ml',
    slug: 'olive-oil-500-ml',
    category: 'pantry',
    price: 14.25,
    currency: 'USD',
    in_stock: true,
    image: {url: `${media}/products/olive-oil.jpg`, alt: 'A bottle of olive oil', width: 1200, height: 1200},
  },
  {
    name: 'Seasonal vegetable box',
    slug: 'seasonal-vegetable-box',
    category: 'produce',
    price: 32,
    currency: 'USD',
    in_stock: false,
    image: {url: `${media}/products/veg-box.jpg`, alt: 'A box of spring vegetables', width: 1200, height: 1200},
  },
];

/** The sample site's collections, by key. */
export const sampleCollections: Readonly<Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>> = {
  posts: samplePosts,
  team: sampleTeam,
  products: sampleProducts,
};
