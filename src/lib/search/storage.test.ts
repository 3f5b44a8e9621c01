import {canKeepSearchHistory, personalizationKeys} from './storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    const used = [...this.items.values()].reduce((sum, item) => sum + item.length, 0);
    if (used + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const [recent, favorite] = personalizationKeys('idx');

test('usable storage keeps history, and valid lists are left alone', () => {
  const storage = new MemoryStorage();
  storage.setItem(recent ?? '', '[{"objectID":"a"}]');
  expect(canKeepSearchHistory(() => storage, 'idx')).toBe(true);
  expect(storage.getItem(recent ?? '')).toBe('[{"objectID":"a"}]');
  expect(storage.length).toBe(1);
});

test('corrupt entries are dropped instead of breaking the overlay', () => {
  const storage = new MemoryStorage();
  storage.setItem(recent ?? '', '{not json');
  storage.setItem(favorite ?? '', '{"an":"object"}');
  expect(canKeepSearchHistory(() => storage, 'idx')).toBe(true);
  expect(storage.getItem(recent ?? '')).toBeNull();
  expect(storage.getItem(favorite ?? '')).toBeNull();
});

test('full storage: no history', () => {
  expect(canKeepSearchHistory(() => new MemoryStorage(100), 'idx')).toBe(false);
});

test('disabled storage: no history', () => {
  expect(
    canKeepSearchHistory(() => {
      throw new DOMException('denied', 'SecurityError');
    }, 'idx'),
  ).toBe(false);
  expect(canKeepSearchHistory(() => null, 'idx')).toBe(false);
});
