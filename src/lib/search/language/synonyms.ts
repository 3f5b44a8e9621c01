/**
 * The words readers use for what this site calls by another name. Reviewed
 * by the docs team: each line should be true on every page of the site, so
 * keep a rule narrow rather than clever.
 *
 * - `equivalent`: any word of the group finds the others ("delete" and
 *   "remove" are one action in the APIs).
 * - `oneWay`: the words on the left also find the ones on the right, not the
 *   other way round ("count" finds the `length` filter; "length" should not
 *   find every page that counts something). The left side may be a phrase of
 *   several words ("first letter"), matched when the reader types them in a row.
 *
 * Words are written in their base form (singular, no -ing): queries and pages
 * are stemmed before the table is applied (see stem.ts).
 */

export interface SynonymTable {
  readonly equivalent: readonly (readonly string[])[];
  readonly oneWay: readonly {readonly from: string; readonly to: readonly string[]}[];
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
  oneWay: [
    // Pages say "latest posts" and "recent articles"; readers also say "newest".
    {from: 'newest', to: ['latest', 'recent']},
    {from: 'count', to: ['length']},
    {from: 'size', to: ['length']},
    {from: 'uppercase', to: ['upper']},
    {from: 'upcase', to: ['upper']},
    {from: 'lowercase', to: ['lower']},
    {from: 'downcase', to: ['lower']},
    {from: 'first letter', to: ['capitalize']},
    {from: 'capital letter', to: ['capitalize']},
    {from: 'every word', to: ['title']},
    {from: 'each word', to: ['title']},
    {from: 'whitespace', to: ['trim']},
    {from: 'strip', to: ['striptags', 'trim']},
    {from: 'html tag', to: ['striptags']},
    {from: 'newline', to: ['nl2br']},
    {from: 'line break', to: ['nl2br']},
    {from: 'substring', to: ['slice']},
    {from: 'substr', to: ['slice']},
    {from: 'sprintf', to: ['format']},
    {from: 'printf', to: ['format']},
    {from: 'placeholder', to: ['format']},
    {from: 'sum', to: ['reduce']},
    {from: 'total', to: ['reduce']},
    {from: 'pluck', to: ['column']},
    {from: 'fallback', to: ['default']},
    {from: 'exist', to: ['defined']},
    {from: 'exists', to: ['defined']},
    {from: 'condition', to: ['if']},
    {from: 'conditional', to: ['if']},
    {from: 'loop', to: ['for']},
    {from: 'iterate', to: ['for']},
    {from: 'largest', to: ['max']},
    {from: 'biggest', to: ['max']},
    {from: 'maximum', to: ['max']},
    {from: 'smallest', to: ['min']},
    {from: 'minimum', to: ['min']},
    {from: 'debug', to: ['dump']},
    {from: 'inherit', to: ['extends']},
    {from: 'layout', to: ['extends']},
    {from: 'json', to: ['json_encode']},
    {from: 'thumbnail', to: ['image_url']},
    // Pages say "image"; readers also say picture, photo or img (as in `<img>`).
    {from: 'picture', to: ['image']},
    {from: 'photo', to: ['image']},
    {from: 'img', to: ['image']},
    // Courier's pages say "your machine".
    {from: 'laptop', to: ['machine']},
    {from: 'resize', to: ['image_url', 'image_tag']},
    {from: 'add', to: ['create']},
    {from: 'rename', to: ['update']},
    {from: 'change', to: ['update']},
    {from: 'revoke', to: ['remove']},
    {from: 'withdraw', to: ['remove']},
    {from: 'archive', to: ['remove']},
    // "get rid of": the site never says "rid".
    {from: 'rid', to: ['remove']},
    {from: 'release note', to: ['changelog']},
    // Courier is "the Tessera CLI"; readers also say command line (tool).
    {from: 'command line', to: ['cli']},
    {from: 'autocomplete', to: ['intellisense']},
    {from: 'vs code', to: ['intellisense']},
    {from: 'vscode', to: ['intellisense']},
    // A project is one website (CONTRIBUTING.md): readers say "my site".
    {from: 'site', to: ['project']},
    {from: 'website', to: ['project']},
    {from: 'language', to: ['multilingual', 'locale']},
    {from: 'languages', to: ['multilingual', 'locale']},
  ],
};
