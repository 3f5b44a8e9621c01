/**
 * `static/favicon.ico`, the icon browsers ask for at /favicon.ico when a document names none (a
 * Markdown twin, llms.txt, a feed), is drawn from the site's icon, `static/img/favicon.svg`, by
 * `npm run favicon`; each image records the SVG's hash, so a changed SVG fails the tests until it
 * is drawn again.
 */
import {createHash} from 'node:crypto';

export const SVG_PATH = 'static/img/favicon.svg';
export const ICO_PATH = 'static/favicon.ico';
/** The sizes browsers and operating systems pick from: tab, taskbar, desktop shortcut. */
export const ICO_SIZES = [16, 32, 48] as const;
/** The PNG text keyword that holds the SVG's hash. */
export const SOURCE_KEYWORD = 'Source';

export const sourceStamp = (svg: Buffer): string =>
  `${SVG_PATH} sha256:${createHash('sha256').update(svg).digest('hex')}`;
