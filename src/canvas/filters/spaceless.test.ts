import {spaceless} from './spaceless';
import {applyFilter, render} from './testing';

describe('spaceless', () => {
  it('removes whitespace between tags of safe HTML', () => {
    expect(
      render('{{ html|raw|spaceless }}', {html: '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>'}),
    ).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('escapes plain text first, as Twig does', () => {
    expect(render('{{ "<p> a </p>  <p>b</p>"|spaceless }}')).toBe(
      '&lt;p&gt; a &lt;/p&gt;  &lt;p&gt;b&lt;/p&gt;',
    );
    expect(applyFilter(spaceless, null)).toBe('');
  });
});
