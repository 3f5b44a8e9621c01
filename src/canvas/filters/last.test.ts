import {last} from './last';
import {render} from './testing';

describe('last', () => {
  it('renders the last item, honouring the order of object literals', () => {
    expect(render('{{ {z: "first", a: "second"}|last }}')).toBe('second');
    expect(render('{{ posts|last }}', {posts: ['Hello', 'World']})).toBe('World');
    expect(last.name).toBe('last');
  });

  it("is the filter templates run (Twig.js' own gives an error)", () => {
    expect(render('{{ null|last }}')).toBe('');
  });
});
