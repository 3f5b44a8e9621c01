/**
 * One reading of a built page for every plugin that reads the rendered HTML (the search index, the
 * Markdown twins): the same parse of the same part of the file, and the same rule for where the page's
 * content is.
 */
import {parse} from 'parse5';
import {adapter, type Htmlparser2TreeAdapterMap} from 'parse5-htmlparser2-tree-adapter';
import type {Document, Element} from 'domhandler';
import {classesOf, findFirst} from './dom';
import {readablePart} from './readablePart';

/** The page's head and main, parsed as a browser does, optional end tags included (Docusaurus' minified HTML omits them). */
export function parseBuiltPage(html: string): Document {
  return parse<Htmlparser2TreeAdapterMap>(readablePart(html), {treeAdapter: adapter});
}

/**
 * The element whose content is the page: the docs or blog Markdown container, else `main`. Not the first
 * `<article>`: on a list page (guides, tags) that is the first card of many.
 */
export function contentRoot(document: Document): Element | null {
  const nodes = document.children;
  return (
    findFirst(nodes, (element) => classesOf(element).includes('theme-doc-markdown')) ??
    findFirst(nodes, (element) => classesOf(element).includes('markdown')) ??
    findFirst(nodes, (element) => element.name === 'main')
  );
}
