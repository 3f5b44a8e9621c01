import {
  choiceFromStorage,
  fromColorModeChoice,
  storageChangeFor,
  toColorModeChoice,
} from './themeChoice';

describe('theme choice and storage', () => {
  it('stores light and dark under the key', () => {
    expect(storageChangeFor('light')).toEqual({action: 'set', value: 'light'});
    expect(storageChangeFor('dark')).toEqual({action: 'set', value: 'dark'});
  });
  it('removes the key for system', () => {
    expect(storageChangeFor('system')).toEqual({action: 'remove'});
  });
  it('reads a missing or unknown stored value as system', () => {
    expect(choiceFromStorage(null)).toBe('system');
    expect(choiceFromStorage('sepia')).toBe('system');
    expect(choiceFromStorage('dark')).toBe('dark');
  });
  it('maps to and from the color-mode context, where null is system', () => {
    expect(toColorModeChoice('system')).toBeNull();
    expect(toColorModeChoice('dark')).toBe('dark');
    expect(fromColorModeChoice(null)).toBe('system');
    expect(fromColorModeChoice('light')).toBe('light');
  });
});
