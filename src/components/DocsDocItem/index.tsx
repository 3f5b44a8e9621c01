/**
 * The docs instance's page component: the Canvas examples' "Try it" in scope
 * (components/CanvasExample/mdxScope), not on the API reference's or the changelog's pages.
 */
import {canvasExampleScope} from '@site/src/components/CanvasExample/mdxScope';
import {scopedDocItem} from '@site/src/components/ScopedDocItem';

export default scopedDocItem(canvasExampleScope);
