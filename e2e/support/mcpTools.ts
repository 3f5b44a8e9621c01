/**
 * The tools every way of running the MCP server offers (`npm run mcp`, the `npx` package, `/mcp`
 * behind `npm start` and nginx), so the tests that start each one expect the same list.
 */
export const MCP_TOOLS = [
  'check_template',
  'get_page',
  'list_changes',
  'list_pages',
  'render_template',
  'search_docs',
] as const;
