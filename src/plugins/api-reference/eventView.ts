/**
 * A webhook event resolved into what its page shows, at build time: when it is sent, the payload's
 * fields and example, the headers of the example delivery (signed for real with the example
 * secret), and the calls that manage webhooks. The remark plugin writes it into the event's page.
 */
import {endpoints, getEvent, objectsByName, references, type WebhookEvent} from '../../data/api';
import {deliveryBody, exampleTime} from '../../data/api/events';
import {fieldRows} from '../../data/api/format';
import {EXAMPLE_WEBHOOK_SECRET} from '../../data/api/references/adminEvents';
import {SIGNATURE_SAMPLES} from '../../data/api/signatureSamples';
import {SIGNATURE_HEADER, signatureHeader} from '../webhook-signature/sign';
import type {EventView, ParamRow, Section} from '../../lib/apiViews/types';
import type {TocItem} from './views';
import {eventSchemaName} from '../openapi/document';
import {schemaPlaces, SITE_HISTORY, type History} from './deprecations';

export const EVENT_SECTIONS: readonly Section[] = [
  {id: 'when-it-is-sent', title: 'When it is sent', level: 2},
  {id: 'payload', title: 'Payload', level: 2},
  {id: 'delivery', title: 'Delivery', level: 2},
  {id: 'headers', title: 'Headers', level: 2},
  {id: 'verify-the-signature', title: 'Verify the signature', level: 2},
  {id: 'related', title: 'Related', level: 2},
];

export function eventToc(name: string): TocItem[] {
  getEvent(name);
  return EVENT_SECTIONS.map(({id, title, level}) => ({value: title, id, level}));
}

/** The envelope's rows, with the rows of the `data` object's fields after it, one level in. */
export function eventFieldRows(event: WebhookEvent, history: History = SITE_HISTORY): ParamRow[] {
  const object = objectsByName[event.object];
  // Events are documented in the API whose webhooks subscribe to them.
  const api =
    references.find((reference) => reference.events.some((other) => other.name === event.name))
      ?.api ?? 'admin';
  const envelope = schemaPlaces(api, eventSchemaName(event), history);
  return fieldRows(event.fields, envelope).flatMap((row) =>
    row.name === 'data'
      ? [
          row,
          ...fieldRows(object.fields, schemaPlaces(api, object.name, history)).map((field) => ({
            ...field,
            name: `data.${field.name}`,
            depth: field.depth + 1,
          })),
        ]
      : [row],
  );
}

export function eventView(name: string): EventView {
  const event = getEvent(name);
  const object = objectsByName[event.object];
  const retrieve = endpoints.find(
    (endpoint) => endpoint.object === event.object && endpoint.action === 'retrieve',
  );
  return {
    name: event.name,
    sentWhen: event.sentWhen,
    details: event.details,
    sections: EVENT_SECTIONS,
    fields: eventFieldRows(event),
    json: JSON.stringify(event.example, null, 2),
    headers: [
      {
        name: 'Content-Type',
        value: 'application/json',
        description: 'The body is the event as JSON, compact, in UTF-8.',
      },
      {
        name: SIGNATURE_HEADER,
        value: signatureHeader(deliveryBody(event), EXAMPLE_WEBHOOK_SECRET, exampleTime(event)),
        description:
          '`t` is when the delivery was signed (Unix time, seconds); `v1` is the hex HMAC-SHA256 of `<t>.<raw body>`, keyed with the webhook’s whole signing secret.',
      },
    ],
    exampleSecret: EXAMPLE_WEBHOOK_SECRET,
    samples: SIGNATURE_SAMPLES,
    management: endpoints
      .filter((endpoint) => endpoint.reference === 'admin' && endpoint.resource === 'webhooks')
      .map((endpoint) => ({
        method: endpoint.method,
        route: endpoint.route,
        summary: endpoint.summary,
        fullPath: endpoint.fullPath,
      })),
    object: {singular: object.singular, route: retrieve?.route},
  };
}
