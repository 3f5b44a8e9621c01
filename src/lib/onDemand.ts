/**
 * Code the page fetches on the reader's intent, once however often intent is shown: a failed
 * fetch is tried again on the next call, and once it has arrived it can be had at once, so a press
 * after a hover opens in the same frame.
 */
export interface OnDemand<T> {
  readonly load: () => Promise<T>;
  /** The value if it has arrived, else undefined. */
  readonly loaded: () => T | undefined;
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= fetch().then((arrived) => {
        value = arrived;
        return arrived;
      });
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    },
    loaded: () => value,
  };
}
