import {escapeHtml} from './escapeHtml';

// Twig 3's escape('html') is htmlspecialchars($s, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8'); PHP 8 prints
// htmlspecialchars("<a href=\"x\">Tom & Jerry's</a>", ENT_QUOTES | ENT_SUBSTITUTE) as below.
it("escapes the five characters Twig's escape('html') does, with PHP's entities", () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#039;s&lt;/a&gt;',
  );
});

it('escapes an ampersand once, leaves other characters and reads numbers as text', () => {
  expect(escapeHtml('&amp; é — 1/2 `x`')).toBe('&amp;amp; é — 1/2 `x`');
  expect(escapeHtml(42)).toBe('42');
});
