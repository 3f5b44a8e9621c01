/** @jest-environment jsdom */
import {focusMainContent, FALLBACK_ID} from './focusMainContent';

describe('focusMainContent', () => {
  it('focuses <main> and leaves it focusable', () => {
    document.body.innerHTML = '<a href="#x">skip</a><nav></nav><main><h1>Title</h1></main>';
    const target = focusMainContent(document);
    expect(target?.tagName).toBe('MAIN');
    expect(document.activeElement).toBe(target);
    expect(target?.getAttribute('tabindex')).toBe('-1');
  });
  it('falls back to the content wrapper when a page has no <main>', () => {
    document.body.innerHTML = `<div id="${FALLBACK_ID}"><p>Content</p></div>`;
    expect(focusMainContent(document)?.id).toBe(FALLBACK_ID);
  });
});
