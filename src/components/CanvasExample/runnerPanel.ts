/**
 * The "Try it" panel's code and styles (the editors, the render client; plugins/on-demand-styles),
 * fetched once per page session: on intent, or when an example has been in view and the page is
 * idle, so the press finds it loaded.
 */
import type {ComponentType} from 'react';
import type {CanvasRunnerProps} from '@site/src/components/CanvasRunner';
import {onDemand} from '@site/src/lib/onDemand';

export type CanvasRunner = ComponentType<CanvasRunnerProps>;

export const runnerPanel = onDemand<CanvasRunner>(() =>
  import(/* webpackChunkName: "on-demand-try-canvas" */ '@site/src/components/CanvasRunner').then(
    (module) => module.default,
  ),
);
