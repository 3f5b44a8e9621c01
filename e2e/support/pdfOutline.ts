/**
 * The bookmarks of a PDF as poppler's `pdftohtml -xml` writes them: nested `<outline>` lists of
 * `<item page="N">Title</item>`, each list after the item it belongs to.
 */

export interface Bookmark {
  readonly title: string;
  readonly page: number;
  readonly children: Bookmark[];
}

const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

/** The outline of `pdftohtml -xml` output; `[]` when the file has none. */
export function bookmarksOf(xml: string): Bookmark[] {
  const start = xml.indexOf('<outline>');
  if (start < 0) return [];
  const tokens = [
    ...xml
      .slice(start + '<outline>'.length)
      .matchAll(/<outline>|<\/outline>|<item page="(\d+)">([^<]*)<\/item>/g),
  ];
  let next = 0;
  const list = (): Bookmark[] => {
    const items: Bookmark[] = [];
    while (next < tokens.length) {
      const [token, page, title] = tokens[next++] ?? [];
      if (token === '</outline>') return items;
      if (token === '<outline>') {
        const children = list();
        const parent = items[items.length - 1];
        if (parent) parent.children.push(...children);
        else items.push(...children);
      } else
        items.push({
          title: (title ?? '').replace(/&[#\w]+;/g, (entity) => entities[entity] ?? entity),
          page: Number(page),
          children: [],
        });
    }
    return items;
  };
  return list();
}
