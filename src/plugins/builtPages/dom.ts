/**
 * What the two readers of a built page (the search index, the Markdown twins) agree on about its elements:
 * how to walk the parsed tree, and which elements are interface rather than content. Each reader adds its
 * own exceptions (search leaves out code and images; the twins keep them).
 */
import {isTag, type AnyNode, type Element} from 'domhandler';

/** Elements that are interface, not content: no reader copies them. */
export const INTERFACE_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'video',
  'audio',
  'iframe',
  'button',
  'nav',
  'footer',
  'header',
  'form',
  'input',
  'select',
  'textarea',
  'h1',
]);

/** Roles whose text is interface, not content. */
export const SKIPPED_ROLES: ReadonlySet<string> = new Set([
  'tablist',
  'tab',
  'toolbar',
  'navigation',
  'button',
]);

/** Elements that flow within a line of text. */
export const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

export function isElement(node: AnyNode): node is Element {
  return isTag(node);
}

export function classesOf(element: Element): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

/** The first element, depth first, that passes the test. */
export function findFirst(
  nodes: readonly AnyNode[],
  test: (element: Element) => boolean,
): Element | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const found = findFirst(node.children, test);
    if (found) return found;
  }
  return null;
}
