/** Helpers for the filters' unit tests: call a filter as a template would, or render a template. */
import type {CanvasEnvironment, FilterDefinition} from '../types';
import {renderCanvas} from '../render';

export const testEnv: CanvasEnvironment = {
  now: new Date('2026-03-14T09:30:00Z'),
  timezone: 'UTC',
  random: () => 0.5,
};

/** `value|filter(args...)` without a template. */
export function applyFilter(filter: FilterDefinition, value: unknown, ...args: unknown[]): unknown {
  return filter.create(testEnv)(value, args);
}

/** Renders a template with the sample site, as the documented examples do. */
export function render(template: string, data: Record<string, unknown> = {}): string {
  return renderCanvas(template, {data});
}
