/** @jest-environment jsdom */
import {
  EMPTY_CONTEXT,
  getContext,
  parseStored,
  resetContext,
  setContext,
  STORAGE_KEY,
  subscribe,
} from './store';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetContext();
});

describe('the reader API context', () => {
  it('keeps the key in memory only, by default', () => {
    setContext({keys: {admin: 'tak_secret'}, projectId: 'prj_1', remember: false});
    expect(getContext().keys.admin).toBe('tak_secret');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
    resetContext();
    expect(getContext()).toEqual(EMPTY_CONTEXT);
  });

  it('keeps it in this tab when the reader asks, and forgets it when they untick', () => {
    setContext({keys: {admin: 'tak_secret'}, projectId: 'prj_1', remember: true});
    resetContext();
    expect(getContext()).toEqual({keys: {admin: 'tak_secret'}, projectId: 'prj_1', remember: true});
    expect(localStorage.length).toBe(0);
    setContext({...getContext(), remember: false});
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers of each change', () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    setContext({...EMPTY_CONTEXT, projectId: 'prj_2'});
    unsubscribe();
    setContext(EMPTY_CONTEXT);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a stored value that is not its own', () => {
    expect(parseStored('{oops')).toEqual(EMPTY_CONTEXT);
    expect(parseStored('{"keys":{"admin":3},"projectId":1}')).toEqual({
      keys: {},
      projectId: '',
      remember: true,
    });
  });
});
