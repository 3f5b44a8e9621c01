/**
 * The "Try it" panel's code (the editors and the render client), fetched once per page session:
 * on intent, or when an example has been in view and the page is idle, so the press finds it loaded.
 */
import type {ComponentType} from 'react';
import type {TryItPanelProps} from '@site/src/components/TryItPanel';

export type TryItPanel = ComponentType<TryItPanelProps>;

let loaded: TryItPanel | undefined;
let loading: Promise<TryItPanel> | undefined;

/** The panel, once its code has arrived; a failed fetch is tried again on the next call. */
export function loadTryItPanel(): Promise<TryItPanel> {
  loading ??= import('@site/src/components/TryItPanel').then((module) => {
    loaded = module.default;
    return loaded;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The panel if its code is already here: the press then opens it in the same frame. */
export function loadedTryItPanel(): TryItPanel | undefined {
  return loaded;
}
