/** Shorthands for authoring references: the standard actions of a resource. */
import type {EndpointSpec, StandardAction} from '../types';

type Overrides = Partial<Record<StandardAction, Partial<Omit<EndpointSpec, 'action' | 'kind'>>>>;

/** The standard actions, in the order the sidebars list them: create, update, retrieve, list, remove. */
export function standard(actions: readonly StandardAction[], overrides: Overrides = {}): EndpointSpec[] {
  return actions.map((action) => ({action, kind: action, ...overrides[action]}));
}

export const ALL_FIVE: readonly StandardAction[] = ['create', 'update', 'retrieve', 'list', 'remove'];
export const READ_AND_REMOVE: readonly StandardAction[] = ['retrieve', 'list', 'remove'];
