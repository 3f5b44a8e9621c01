/**
 * What a key press does to the search overlay (DocSearch's shortcuts):
 * Ctrl+K or Cmd+K opens it (or closes it when open), `/` opens it when no
 * input has focus, Escape closes it, and a letter or digit typed on the
 * focused search button opens it with that character as the query.
 */

export type SearchKeyAction = 'open' | 'close' | 'type' | null;

export interface SearchKeyEvent {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** True while an IME composition is in progress. */
  readonly isComposing?: boolean;
}

export interface SearchKeyContext {
  readonly isOpen: boolean;
  /** The focus is in an input, select, textarea or editable element. */
  readonly isEditing: boolean;
  /** The focus is on the search button. */
  readonly onSearchButton: boolean;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

export function searchKeyAction(event: SearchKeyEvent, context: SearchKeyContext): SearchKeyAction {
  if (event.isComposing) return null;
  if (event.key === 'Escape') return context.isOpen ? 'close' : null;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey)
    return context.isOpen ? 'close' : 'open';
  if (event.key === '/' && !context.isOpen && !context.isEditing) return 'open';
  if (
    context.onSearchButton &&
    !context.isOpen &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    LETTER_OR_DIGIT.test(event.key)
  ) {
    return 'type';
  }
  return null;
}

/** Whether the element is one the reader types into. */
export function isEditingElement(element: Element | null): boolean {
  if (!element) return false;
  if ((element as HTMLElement).isContentEditable) return true;
  return ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}
