import {formatProblems} from './report';

test('groups problems by file, one line each with the rule and the fix', () => {
  const text = formatProblems([
    {file: 'guides/a.md', rule: 'createdAt', detail: 'is required (a date such as 2026-03-14)'},
    {file: 'docs/b.md', rule: 'word count', detail: '12 words; a page needs at least 80'},
    {file: 'guides/a.md', rule: 'tags', detail: 'has unknown tag "x" (known: canvas, courier)'},
  ]);
  expect(text.split('\n')).toEqual([
    '3 content problems (the rules are in CONTRIBUTING.md). Fix each, then build again:',
    '',
    '  guides/a.md',
    '    createdAt: is required (a date such as 2026-03-14)',
    '    tags: has unknown tag "x" (known: canvas, courier)',
    '',
    '  docs/b.md',
    '    word count: 12 words; a page needs at least 80',
  ]);
});

test('one problem is "1 content problem"', () => {
  expect(formatProblems([{file: 'x.md', rule: 'r', detail: 'd'}])).toMatch(/^1 content problem \(/);
});
