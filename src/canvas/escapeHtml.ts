/**
 * The one HTML escape of the site's hand-built markup: Canvas output, search highlights, the API sidebar
 * header. It escapes the five characters Twig 3's `escape('html')` does, with the entities it writes:
 * Twig calls PHP's htmlspecialchars($s, ENT_QUOTES | ENT_SUBSTITUTE), which turns `'` into `&#039;`.
 * Safe in text and in quoted attribute values alike. It lives with the Canvas engine, the lowest code that
 * needs it, so the browser's modules and the engine share it without a loop between folders.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

/** Text made safe to write into HTML, as Twig's `escape('html')` writes it. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
