/** The pages the screenshot suite shoots: one of each kind a reader meets, in both themes and at two widths. */
export const SCREENSHOT_PAGES = [
  {name: 'home', path: '/'},
  {name: 'docs-page', path: '/docs/courier/configuration'},
  {name: 'canvas-reference', path: '/docs/canvas/filters/date'},
  {name: 'generated-index', path: '/docs/canvas'},
  {name: 'api-overview', path: '/api'},
  {name: 'api-endpoint', path: '/api/admin/posts/create'},
  {name: 'api-event', path: '/api/admin/events/form-submitted'},
  {name: 'guide-list', path: '/guides'},
  {name: 'guide', path: '/guides/build-a-contact-form'},
  {name: 'changelog-list', path: '/changelog'},
  {name: 'changelog-entry', path: '/changelog/2026/03/03/webhook-signatures-v1'},
  {name: 'not-found', path: '/no-such-page'},
] as const;

export const SCREENSHOT_THEMES = ['light', 'dark'] as const;

/** A laptop and a phone. */
export const SCREENSHOT_WIDTHS = [1280, 390] as const;
