/**
 * The "Try it" panel's code and styles (the editors, the render client; plugins/on-demand-styles),
 * fetched once per page session: on intent, or when an example has been in view and the page is
 * idle, so the press finds it loaded.
 */
import type {ComponentType} from 'react';
import type {TryItPanelProps} from '@site/src/components/TryItPanel';
import {onDemand} from '@site/src/lib/onDemand';

export type TryItPanel = ComponentType<TryItPanelProps>;

export const tryItPanel = onDemand<TryItPanel>(() =>
  import(/* webpackChunkName: "on-demand-try-canvas" */ '@site/src/components/TryItPanel').then(
    (module) => module.default,
  ),
);
