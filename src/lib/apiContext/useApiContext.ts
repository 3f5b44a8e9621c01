/** The reader's API context in a component, updated wherever it is set. */
import {useSyncExternalStore} from 'react';
import {getContext, getServerContext, subscribe, type ApiContext} from './store';

export function useApiContext(): ApiContext {
  return useSyncExternalStore(subscribe, getContext, getServerContext);
}
