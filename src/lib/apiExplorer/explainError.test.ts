import {errorCodeOf, explainError} from './explainError';

const errors = [
  {status: 400, code: 'invalid_request', meaning: 'A parameter is missing or has the wrong type.'},
  {status: 401, code: 'unauthorized', meaning: 'The key is missing, revoked or for another API.'},
  {status: 404, code: 'not_found', meaning: 'No blog has this ID.'},
];

describe('explainError', () => {
  it('finds the documented error by the code in the body', () => {
    expect(explainError(400, '{"error":{"code":"invalid_request","message":"x"}}', errors)).toBe(
      errors[0],
    );
  });

  it('falls back to the status when the body has no code', () => {
    expect(explainError(401, 'Unauthorized', errors)).toBe(errors[1]);
  });

  it('explains nothing for a success or an undocumented status', () => {
    expect(explainError(201, '{}', errors)).toBeUndefined();
    expect(explainError(418, '{}', errors)).toBeUndefined();
  });

  it('reads only a string error code', () => {
    expect(errorCodeOf('{"error":{"code":4}}')).toBeUndefined();
    expect(errorCodeOf('not json')).toBeUndefined();
  });
});
