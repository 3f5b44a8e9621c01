/**
 * The theme preference (light, dark or system) and what it means for
 * localStorage: light and dark are stored under the key "theme"; system
 * removes the key so the page follows the operating system.
 * Docusaurus' color-mode context applies it (null is its "system").
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

export type StorageChange =
  {readonly action: 'set'; readonly value: 'light' | 'dark'} | {readonly action: 'remove'};

export function storageChangeFor(choice: ThemeChoice): StorageChange {
  return choice === 'system' ? {action: 'remove'} : {action: 'set', value: choice};
}

export function choiceFromStorage(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Docusaurus' useColorMode() speaks of the system choice as null. */
export function toColorModeChoice(choice: ThemeChoice): 'light' | 'dark' | null {
  return choice === 'system' ? null : choice;
}

export function fromColorModeChoice(choice: 'light' | 'dark' | null | undefined): ThemeChoice {
  return choice ?? 'system';
}
