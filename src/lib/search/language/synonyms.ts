/**
 * The words readers use for what this site calls by another name. Reviewed
 * by the docs team: each line should be true on every page of the site, so
 * keep a rule narrow rather than clever.
 *
 * - `equivalent`: any word of the group finds the others ("delete" and
 *   "remove" are one action in the APIs).
 * - `oneWay`: each word on the left also finds the ones on its right, not the
 *   other way round ("count" finds the `length` filter; "length" should not
 *   find every page that counts something). The left side may be a phrase of
 *   several words ("first letter"), matched when the reader types them in a row.
 *
 * Words are written in their base form (singular, no -ing): queries and pages
 * are stemmed before the table is applied (see stem.ts).
 */

export interface SynonymTable {
  readonly equivalent: readonly (readonly string[])[];
  readonly oneWay: Readonly<Record<string, readonly string[]>>;
}

export const SYNONYMS: SynonymTable = {
  equivalent: [
    // API actions, as readers say them and as the endpoints are named.
    ['delete', 'remove', 'destroy'],
    ['retrieve', 'fetch'],
    ['update', 'edit', 'modify'],
    ['create', 'new'],
    ['list', 'array', 'sequence'],
    ['hash', 'mapping', 'dictionary', 'object'],
    ['variable', 'var'],
    ['agency', 'team', 'organization', 'organisation'],
    ['member', 'teammate', 'colleague'],
    ['invite', 'invitation'],
    ['capitalize', 'capitalise'],
    ['mac', 'macos', 'osx'],
    ['chatbot', 'bot', 'assistant'],
  ],
  oneWay: {
    // Pages say "latest posts" and "recent articles"; readers also say "newest".
    newest: ['latest', 'recent'],
    // Canvas pages call a text value a string ("Converts a string to uppercase").
    text: ['string'],
    count: ['length'],
    size: ['length'],
    uppercase: ['upper'],
    upcase: ['upper'],
    lowercase: ['lower'],
    downcase: ['lower'],
    'first letter': ['capitalize'],
    'capital letter': ['capitalize'],
    'every word': ['title'],
    'each word': ['title'],
    whitespace: ['trim'],
    strip: ['striptags', 'trim'],
    'html tag': ['striptags'],
    newline: ['nl2br'],
    'line break': ['nl2br'],
    substring: ['slice'],
    substr: ['slice'],
    sprintf: ['format'],
    printf: ['format'],
    placeholder: ['format'],
    sum: ['reduce'],
    total: ['reduce'],
    pluck: ['column'],
    fallback: ['default'],
    exist: ['defined'],
    exists: ['defined'],
    condition: ['if'],
    conditional: ['if'],
    loop: ['for'],
    iterate: ['for'],
    largest: ['max'],
    biggest: ['max'],
    maximum: ['max'],
    smallest: ['min'],
    minimum: ['min'],
    debug: ['dump'],
    inherit: ['extends'],
    layout: ['extends'],
    json: ['json_encode'],
    thumbnail: ['image_url'],
    // Pages say "image"; readers also say picture, photo or img (as in `<img>`).
    picture: ['image'],
    photo: ['image'],
    img: ['image'],
    // Courier's pages say "your machine".
    laptop: ['machine'],
    resize: ['image_url', 'image_tag'],
    add: ['create'],
    rename: ['update'],
    change: ['update'],
    revoke: ['remove'],
    withdraw: ['remove'],
    archive: ['remove'],
    // "get rid of": the site never says "rid".
    rid: ['remove'],
    'release note': ['changelog'],
    // Courier is "the Tessera CLI"; readers also say command line (tool).
    'command line': ['cli'],
    autocomplete: ['intellisense'],
    'vs code': ['intellisense'],
    vscode: ['intellisense'],
    // A project is one website (CONTRIBUTING.md): readers say "my site".
    site: ['project'],
    website: ['project'],
    language: ['multilingual', 'locale'],
    languages: ['multilingual', 'locale'],
  },
};
