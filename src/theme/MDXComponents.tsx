/**
 * Extends the theme's MDX component registry (not an ejection): Markdown
 * tables render as ScrollableTable, which a keyboard can scroll when wide;
 * Canvas examples (wrapped by the canvas-try-it remark plugin) get "Try it".
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import CanvasExample from '@site/src/components/CanvasExample';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  CanvasExample,
};
