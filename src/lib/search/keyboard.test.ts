/** @jest-environment jsdom */
import {
  isEditingElement,
  searchKeyAction,
  type SearchKeyContext,
  type SearchKeyEvent,
} from './keyboard';

const key = (k: string, modifiers: Partial<SearchKeyEvent> = {}): SearchKeyEvent => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const closed: SearchKeyContext = {isOpen: false, isEditing: false, onSearchButton: false};
const open: SearchKeyContext = {...closed, isOpen: true};

test('Ctrl+K and Cmd+K open, and close when open', () => {
  expect(searchKeyAction(key('k', {ctrlKey: true}), closed)).toBe('open');
  expect(searchKeyAction(key('K', {metaKey: true}), {...closed, isEditing: true})).toBe('open');
  expect(searchKeyAction(key('k', {ctrlKey: true}), open)).toBe('close');
});

test('/ opens unless an input has focus', () => {
  expect(searchKeyAction(key('/'), closed)).toBe('open');
  expect(searchKeyAction(key('/'), {...closed, isEditing: true})).toBeNull();
  expect(searchKeyAction(key('/'), open)).toBeNull();
});

test('Escape closes an open overlay only', () => {
  expect(searchKeyAction(key('Escape'), open)).toBe('close');
  expect(searchKeyAction(key('Escape'), closed)).toBeNull();
});

test('a letter or digit on the focused button opens with it; other keys do not', () => {
  const onButton = {...closed, onSearchButton: true};
  expect(searchKeyAction(key('d'), onButton)).toBe('type');
  expect(searchKeyAction(key('7'), onButton)).toBe('type');
  expect(searchKeyAction(key('é'), onButton)).toBe('type');
  for (const other of ['Enter', ' ', 'Tab', 'F5', 'ArrowDown', '-', 'Shift'])
    expect(searchKeyAction(key(other), onButton)).toBeNull();
  expect(searchKeyAction(key('f', {ctrlKey: true}), onButton)).toBeNull();
  expect(searchKeyAction(key('d'), closed)).toBeNull();
});

test('nothing while an IME composition is in progress', () => {
  expect(searchKeyAction(key('k', {ctrlKey: true, isComposing: true}), closed)).toBeNull();
});

test('editing elements', () => {
  expect(isEditingElement(document.createElement('input'))).toBe(true);
  expect(isEditingElement(document.createElement('textarea'))).toBe(true);
  expect(isEditingElement(document.createElement('button'))).toBe(false);
  expect(isEditingElement(null)).toBe(false);
});
