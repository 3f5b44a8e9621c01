import {validateOptions} from './index';

const validate = () => {
  throw new Error('the plugin validates with its own Joi, not the context’s');
};

describe('validateOptions', () => {
  it('defaults the route base path to api', () => {
    expect(validateOptions({validate, options: undefined})).toEqual({routeBasePath: 'api'});
    expect(validateOptions({validate, options: {}})).toEqual({routeBasePath: 'api'});
  });

  it('keeps a given route base path and the plugin id', () => {
    expect(validateOptions({validate, options: {routeBasePath: 'reference'}})).toEqual({
      routeBasePath: 'reference',
    });
    expect(
      validateOptions({validate, options: {id: 'openapi', routeBasePath: 'api'} as never}),
    ).toEqual({id: 'openapi', routeBasePath: 'api'});
  });

  it('names the plugin and the field of a bad option', () => {
    expect(() => validateOptions({validate, options: {routeBasePath: '/API docs'}})).toThrow(
      /tessera-openapi plugin options:.*routeBasePath/,
    );
  });
});
