import {providerRecords} from './providerRecords';
import type {SearchRecord} from '../src/lib/search/types';

function record(url: string, version?: string): SearchRecord {
  return {
    objectID: `${url} lvl1 0`,
    url: `https://example.com${url}`,
    type: 'lvl1',
    content: null,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: url,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    position: 0,
    ...(version === undefined ? {} : {version}),
  };
}

test('one version: the records as they are', () => {
  const records = [record('/docs/a'), record('/api/x')];
  expect(providerRecords([records])).toEqual(records);
});

test('several versions: shared pages once, with every version; docs pages with their own', () => {
  const latest = [record('/docs/a', '2026'), record('/api/x')];
  const older = [record('/docs/2025/a', '2025'), record('/api/x')];
  expect(providerRecords([latest, older])).toEqual([
    record('/docs/a', '2026'),
    {...record('/api/x'), version: ['2025', '2026']},
    record('/docs/2025/a', '2025'),
  ]);
});
