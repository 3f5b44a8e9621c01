import {upper} from './upper';
import {render} from './testing';

describe('upper', () => {
  it('renders uppercase text, escaped', () => {
    expect(render('{{ label|upper }}', {label: 'new & <hot>'})).toBe('NEW &amp; &lt;HOT&gt;');
    expect(upper.name).toBe('upper');
  });
});
