/** How long one render may run before the page stops the worker, in milliseconds. */
export const RENDER_TIME_LIMIT_MS = 2000;

/** The most characters a render may produce; larger output is almost always a runaway loop. */
export const OUTPUT_SIZE_LIMIT = 500_000;

/** How long typing must pause before the page asks for a new render, in milliseconds. */
export const RENDER_DEBOUNCE_MS = 150;
