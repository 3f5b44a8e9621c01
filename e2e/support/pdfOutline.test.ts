import {bookmarksOf} from './pdfOutline';

describe('bookmarksOf', () => {
  it('reads nested bookmarks, each list under the item before it', () => {
    const xml = `<page number="1"></page>
<outline>
<item page="3">Courier</item>
<outline>
<item page="3">Get started</item>
<item page="22">Installation</item>
<outline>
<item page="22">Install on macOS</item>
</outline>
<item page="30">Q&amp;A</item>
</outline>
<item page="40">Last</item>
</outline>
</pdf2xml>`;
    expect(bookmarksOf(xml)).toEqual([
      {
        title: 'Courier',
        page: 3,
        children: [
          {title: 'Get started', page: 3, children: []},
          {
            title: 'Installation',
            page: 22,
            children: [{title: 'Install on macOS', page: 22, children: []}],
          },
          {title: 'Q&A', page: 30, children: []},
        ],
      },
      {title: 'Last', page: 40, children: []},
    ]);
  });

  it('finds none in a file without an outline', () => {
    expect(bookmarksOf('<pdf2xml><page number="1"></page></pdf2xml>')).toEqual([]);
  });
});
