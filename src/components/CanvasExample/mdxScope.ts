/**
 * What a page with Canvas examples needs in its MDX scope: the canvas-examples remark plugin wraps
 * each example in a `<CanvasExample>` element. The component is not in the theme's MDX registry,
 * which every page loads (an API endpoint, a changelog entry); the page components of the two
 * sections the plugin runs on, the docs (components/DocsDocItem) and the guides
 * (components/GuidePage), provide it.
 */
import CanvasExample from './index';

export const canvasExampleScope = {CanvasExample};
