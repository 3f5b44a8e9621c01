/**
 * Undoes one recorded edit (src/data/api/history/types.ts) on an OpenAPI document: the way from
 * a release's document to the one before it. An edit that matches nothing throws, naming the edit,
 * so a history that no longer fits the documents fails loudly instead of listing a change that
 * never shows.
 */
import type {Edit, Pointer} from '../../data/api/history/types';

type Node = Record<string, unknown> | unknown[];

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

/** "/paths/~1brand/post" → ["paths", "/brand", "post"]. */
export function segmentsOf(pointer: Pointer): string[] {
  if (!pointer.startsWith('/'))
    throw new Error(`"${pointer}" is not a JSON pointer: it starts with "/".`);
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The places a pointer names, with `*` expanded over the keys present. */
export function expand(document: unknown, segments: readonly string[]): string[][] {
  let places: {path: string[]; value: unknown}[] = [{path: [], value: document}];
  for (const segment of segments) {
    places = places.flatMap(({path, value}) => {
      if (!isNode(value)) return [];
      const keys = segment === '*' ? Object.keys(value) : [segment];
      return keys
        .filter((key) => key in value)
        .map((key) => ({path: [...path, key], value: (value as Record<string, unknown>)[key]}));
    });
  }
  return places.map(({path}) => path);
}

function parentOf(document: unknown, path: readonly string[]): Node {
  let node: unknown = document;
  for (const segment of path.slice(0, -1)) node = (node as Record<string, unknown>)[segment];
  if (!isNode(node)) throw new Error(`No object at /${path.slice(0, -1).join('/')}.`);
  return node;
}

function deleteAt(document: unknown, path: readonly string[]): void {
  const parent = parentOf(document, path);
  const key = path[path.length - 1] ?? '';
  if (Array.isArray(parent)) {
    parent.splice(Number(key), 1);
    return;
  }
  delete parent[key];
  // A property leaves its object's `required` list too.
  if (path[path.length - 2] === 'properties') {
    const owner = parentOf(document, path.slice(0, -1)) as Record<string, unknown>;
    if (Array.isArray(owner.required))
      owner.required = owner.required.filter((name) => name !== key);
  }
  // An operation that was a path's last leaves no empty path behind.
  if (path.length === 3 && path[0] === 'paths' && Object.keys(parent).length === 0) {
    delete (parentOf(document, path.slice(0, -1)) as Record<string, unknown>)[path[1] ?? ''];
  }
}

function failure(edit: Edit, problem: string): Error {
  const where = 'at' in edit ? edit.at : `"${edit.text}"`;
  return new Error(
    `The history's ${edit.op} edit ${where} (${edit.note}) ${problem}. Fix it in src/data/api/history/releases.ts.`,
  );
}

function rewordStrings(
  value: unknown,
  text: string,
  before: string,
): {value: unknown; count: number} {
  if (typeof value === 'string')
    return value.includes(text)
      ? {value: value.split(text).join(before), count: 1}
      : {value, count: 0};
  if (Array.isArray(value)) {
    let count = 0;
    const items = value.map((item) => {
      const result = rewordStrings(item, text, before);
      count += result.count;
      return result.value;
    });
    return {value: items, count};
  }
  if (isNode(value)) {
    let count = 0;
    const entries = Object.entries(value).map(([key, item]) => {
      const result = rewordStrings(item, text, before);
      count += result.count;
      return [key, result.value] as const;
    });
    return {value: Object.fromEntries(entries), count};
  }
  return {value, count: 0};
}

/** The document as it was before the edit: a new object, the given one untouched. */
export function undoEdit<T>(document: T, edit: Edit): T {
  if (edit.op === 'reword') {
    const {value, count} = rewordStrings(document, edit.text, edit.before);
    if (count === 0) throw failure(edit, 'finds no text that says it');
    return value as T;
  }
  const copy = structuredClone(document);
  const segments = segmentsOf(edit.at);
  switch (edit.op) {
    case 'add': {
      const places = [segments, ...(edit.also ?? []).map(segmentsOf)].flatMap((parts) =>
        expand(copy, parts),
      );
      if (expand(copy, segments).length === 0)
        throw failure(edit, 'matches nothing in the document');
      // Array items from the last, so that one removal does not move the next.
      places.reverse().forEach((path) => deleteAt(copy, path));
      return copy;
    }
    case 'change': {
      const places = expand(copy, segments);
      if (places.length === 0) throw failure(edit, 'matches nothing in the document');
      for (const path of places) {
        const parent = parentOf(copy, path) as Record<string, unknown>;
        parent[path[path.length - 1] ?? ''] = structuredClone(edit.before);
      }
      return copy;
    }
    case 'remove': {
      const parents = expand(copy, segments.slice(0, -1));
      const key = segments[segments.length - 1] ?? '';
      if (parents.length === 0) throw failure(edit, 'has no place to go back to');
      for (const path of parents) {
        const parent = parentOf(copy, [...path, key]);
        if (Array.isArray(parent)) parent.splice(Number(key), 0, structuredClone(edit.before));
        else if (key in parent) throw failure(edit, 'names something the document still has');
        else parent[key] = structuredClone(edit.before);
      }
      return copy;
    }
    case 'deprecate': {
      const places = expand(copy, segments);
      if (places.length === 0) throw failure(edit, 'matches nothing in the document');
      for (const path of places) {
        const parent = parentOf(copy, path) as Record<string, unknown>;
        const target = parent[path[path.length - 1] ?? ''];
        if (!isNode(target) || (target as Record<string, unknown>).deprecated !== true)
          throw failure(edit, `finds /${path.join('/')} not marked deprecated`);
        delete (target as Record<string, unknown>).deprecated;
      }
      return copy;
    }
  }
}
