import {parseApiField} from './parseApiField';

describe('parseApiField', () => {
  it('reads a method and a path', () => {
    expect(parseApiField('POST /v1/projects')).toEqual({method: 'POST', path: '/v1/projects'});
    expect(parseApiField(' delete  /blogs/{blog_id} ')).toEqual({
      method: 'DELETE',
      path: '/blogs/{blog_id}',
    });
  });
  it('rejects unknown methods, missing paths and non-strings', () => {
    expect(parseApiField('FETCH /x')).toBeUndefined();
    expect(parseApiField('GET')).toBeUndefined();
    expect(parseApiField('GET projects')).toBeUndefined();
    expect(parseApiField(undefined)).toBeUndefined();
  });
});
