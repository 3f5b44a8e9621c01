/**
 * Extends the theme's MDX component registry (not an ejection): Markdown
 * tables render as ScrollableTable, which a keyboard can scroll when wide.
 * Paragraphs, lists, quotes and tables with nothing interactive inside keep
 * their server markup while the page hydrates (components/KeptMarkup).
 * A Canvas example's "Try it" is not here: every page loads this registry, so
 * the docs' and the guides' page components put it in scope instead
 * (components/CanvasExample/mdxScope).
 */
import type {ReactElement} from 'react';
import OriginalMDXComponents from '@theme-original/MDXComponents';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import MDXLi from '@theme/MDXComponents/Li';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {keptWhenStatic} from '@site/src/components/KeptMarkup';

/**
 * What may sit inside kept markup: links, images, inline code (a fenced block is a `pre`, which is
 * not here) and the kept elements themselves; any other component may react, so its block hydrates.
 */
const MDXComponents = OriginalMDXComponents as MDXComponentsObject;

const staticComponents = new Set<unknown>();
const isStaticComponent = (element: ReactElement): boolean => staticComponents.has(element.type);

const registry = {
  ...MDXComponents,
  p: keptWhenStatic('p', isStaticComponent),
  ol: keptWhenStatic('ol', isStaticComponent),
  blockquote: keptWhenStatic('blockquote', isStaticComponent),
  ul: keptWhenStatic(MDXComponents.ul, isStaticComponent),
  li: keptWhenStatic(MDXLi, isStaticComponent),
  table: keptWhenStatic(ScrollableTable, isStaticComponent),
};
for (const name of ['a', 'img', 'code', 'p', 'ol', 'blockquote', 'ul', 'li', 'table'] as const)
  staticComponents.add(registry[name]);

export default registry;
