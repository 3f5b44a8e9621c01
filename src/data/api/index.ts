/**
 * The API reference model: the three APIs, the objects they return and every
 * endpoint, resolved. Sidebars, page components, the page check and the
 * OpenAPI documents all read this module.
 */
import {resolveReference} from './resolve';
import {adminReference} from './references/admin';
import {consoleReference} from './references/console';
import {projectReference} from './references/project';
import {agenciesReference, userReference} from './references/account';
import type {ApiId, Endpoint, Reference, ReferenceId, WebhookEvent} from './types';

export {apis, API_HOST} from './apis';
export {errorCatalogue, errorsByApi} from './errors';
export {objectsByName, allObjects, exampleOf} from './objects';
export type * from './types';

/** In the order the /api overview lists them. */
export const references: readonly Reference[] = [
  consoleReference,
  adminReference,
  projectReference,
  agenciesReference,
  userReference,
].map(resolveReference);

export const referencesById: Readonly<Record<ReferenceId, Reference>> = Object.fromEntries(
  references.map((reference) => [reference.id, reference]),
) as Record<ReferenceId, Reference>;

export const endpoints: readonly Endpoint[] = references.flatMap((reference) =>
  reference.resources.flatMap((resource) => resource.endpoints),
);

const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));

export function findEndpoint(id: string): Endpoint | undefined {
  return byId.get(id);
}

/** The endpoint with this ID; throws with the known IDs' shape when there is none. */
export function getEndpoint(id: string): Endpoint {
  const endpoint = byId.get(id);
  if (!endpoint) {
    throw new Error(
      `No endpoint "${id}" in src/data/api. IDs are reference.resource.action, such as "admin.blogs.create".`,
    );
  }
  return endpoint;
}

/** Endpoints of one API (the Agencies and User calls belong to the Console API). */
export function endpointsOfApi(api: ApiId): Endpoint[] {
  return endpoints.filter((endpoint) => endpoint.api === api);
}

/** The webhook events of every reference (the Admin API's), in sidebar order. */
export const webhookEvents: readonly WebhookEvent[] = references.flatMap(
  (reference) => reference.events,
);

/** The event with this name ("form.submitted"), or undefined. */
export function findEvent(name: string): WebhookEvent | undefined {
  return webhookEvents.find((event) => event.name === name);
}

/** The event with this name; throws naming the known events when there is none. */
export function getEvent(name: string): WebhookEvent {
  const event = findEvent(name);
  if (!event) {
    throw new Error(
      `No webhook event "${name}" in src/data/api. The events are ${webhookEvents.map((known) => known.name).join(', ')}.`,
    );
  }
  return event;
}
