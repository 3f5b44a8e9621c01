import {readablePart} from './readablePart';

describe('readablePart', () => {
  it('keeps the head and the main, and leaves out the navbar, sidebar and footer', () => {
    const html =
      '<!doctype html><html><head><title>Date | Tessera</title></head><body><nav>Menu</nav>' +
      '<aside>Sidebar</aside><main class="docMainContainer"><article>Text</article></main>' +
      '<footer>Links</footer><script src="/main.js"></script></body></html>';
    expect(readablePart(html)).toBe(
      '<!doctype html><html><head><title>Date | Tessera</title></head><body>' +
        '<main class="docMainContainer"><article>Text</article></main></body></html>',
    );
  });

  it('reads a page without a main, or without a head, whole', () => {
    const noMain = '<html><head></head><body><div class="markdown">Text</div></body></html>';
    expect(readablePart(noMain)).toBe(noMain);
    const noHead = '<main>Text</main>';
    expect(readablePart(noHead)).toBe(noHead);
  });

  it('does not take an element whose name starts with "main" for the main', () => {
    const html = '<html><head></head><body><mainframe>x</mainframe><main>Text</main></body></html>';
    expect(readablePart(html)).toBe('<html><head></head><body><main>Text</main></body></html>');
  });
});
