/** `@docusaurus/Translate` in component tests: the message as written, with its {placeholders} filled. */
export function translate(
  {message}: {readonly message: string; readonly id?: string; readonly description?: string},
  values: Readonly<Record<string, string | number>> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
