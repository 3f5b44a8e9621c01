/**
 * Webhook events resolved from their specs: the envelope every delivery shares, with `data`
 * referring to the event's object, and the example delivery made of the envelope's values and the
 * object's example. Pages, sidebars, the OpenAPI document and the mock read these.
 */
import {exampleOf, objectsByName} from './objects';
import {str, timestamp} from './fields';
import type {EventSpec, Field, Json, WebhookEvent} from './types';

/** Every delivery's project: the sample project of the model's examples. */
const EXAMPLE_PROJECT = 'prj_8f3k2m9q';

/** The fields of the envelope of an event, `data` last. */
export function envelopeFields(spec: EventSpec): Field[] {
  const object = objectsByName[spec.object];
  return [
    {
      name: 'id',
      schema: str({prefix: 'evt_'}),
      description:
        'Unique ID of the event, starting with `evt_`. A retried delivery has the same ID: skip IDs you have processed.',
      example: spec.example.id,
    },
    {
      name: 'type',
      schema: str({enum: [spec.name]}),
      description: `The event type, always \`${spec.name}\` here.`,
      example: spec.name,
    },
    {
      name: 'created_at',
      schema: timestamp,
      description: 'When the event happened (ISO 8601, UTC), not when this delivery was sent.',
      example: spec.example.created_at,
    },
    {
      name: 'project',
      schema: str({prefix: 'prj_'}),
      description: 'ID of the project the event happened in.',
      example: EXAMPLE_PROJECT,
    },
    {
      name: 'data',
      schema: {type: 'ref', object: spec.object},
      description: `The ${object.singular}, in the shape the Admin API returns it.`,
      example: {...exampleOf(object), ...spec.example.data},
    },
  ];
}

/** "form.submitted" → "form-submitted". */
export const eventSlug = (name: string): string => name.replace(/\./g, '-');

export function resolveEvent(referenceId: string, spec: EventSpec): WebhookEvent {
  const fields = envelopeFields(spec);
  const slug = eventSlug(spec.name);
  return {
    name: spec.name,
    object: spec.object,
    sentWhen: spec.sentWhen,
    details: spec.details,
    slug,
    docId: `${referenceId}/events/${slug}`,
    route: `/api/${referenceId}/events/${slug}`,
    fields,
    example: Object.fromEntries(fields.map((field): [string, Json] => [field.name, field.example])),
  };
}

/** The bytes of a delivery of the event's example: compact JSON, which the signature covers. */
export function deliveryBody(event: WebhookEvent): string {
  return JSON.stringify(event.example);
}

/** When the example delivery was sent, in seconds since 1970: the moment of its event. */
export function exampleTime(event: WebhookEvent): number {
  const {created_at: createdAt} = event.example;
  if (typeof createdAt !== 'string')
    throw new Error(`${event.name}: the example has no created_at`);
  return Math.floor(Date.parse(createdAt) / 1000);
}
