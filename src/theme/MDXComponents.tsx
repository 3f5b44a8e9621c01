/**
 * Extends the theme's MDX component registry (not an ejection): Markdown
 * tables render as ScrollableTable, which a keyboard can scroll when wide.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
