import {openApiDocument} from './src/plugins/openapi/document';
import {changeRows} from './src/plugins/api-changes/history';
import {releases} from './src/data/api/history/releases';
import {readChangelog} from './src/plugins/changelog-trail/entries';
const entries = readChangelog(process.cwd());
const t = Date.now();
const rows = changeRows({admin: openApiDocument('admin','https://x'), console: openApiDocument('console','https://x'), project: openApiDocument('project','https://x')}, releases, (f) => { const e = entries.find(x => x.file.endsWith(f + '.md')); return e && {file: e.file, title: e.title, permalink: e.permalink}; });
console.log('ms', Date.now()-t, rows.length);
for (const r of rows) console.log(r.date, r.api, r.kind, r.breaking?'BREAKING':'', r.wordingOnly?'wording':'', r.target, r.endpoint ?? '', r.endpoints.length, r.differences, '|', r.details.join(' ;; '));
