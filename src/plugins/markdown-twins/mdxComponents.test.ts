import {unknownComponents, unknownComponentsMessage} from './mdxComponents';

describe('unknownComponents', () => {
  it('accepts the known components', () => {
    expect(
      unknownComponents(
        'api/x.mdx',
        'import Endpoint from \'@site/x\';\n\n<Endpoint id="a.b.c" />\n',
      ),
    ).toEqual([]);
  });

  it('names the file, line and component of an unknown one', () => {
    const found = unknownComponents('docs/x.mdx', 'Intro\n\n<Ticker symbol="TSR" />\n');
    expect(found).toEqual([{file: 'docs/x.mdx', component: 'Ticker', line: 3}]);
    expect(unknownComponentsMessage(found)).toContain('docs/x.mdx:3: <Ticker>');
  });

  it('ignores component-like text in code and comments', () => {
    const source =
      '```jsx\n<Widget />\n```\n\nUse `<Widget>` here. {/* <Widget /> */} <!-- <Widget> -->\n';
    expect(unknownComponents('docs/x.mdx', source)).toEqual([]);
  });
});
