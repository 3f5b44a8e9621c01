/**
 * The webhook events of a project, which the Admin API's webhooks subscribe to. Each is sent as a
 * `POST` in the same envelope; `data` is the resource the event is about, in the shape the
 * endpoints return it. Add an event here: its page, sidebar item, OpenAPI entry and the mock's
 * `--send` follow from it.
 */
import type {EventSpec} from '../types';

/** The signing secret of the webhook in the examples: the create call's response, the example deliveries. */
export const EXAMPLE_WEBHOOK_SECRET = 'whsec_5f2a9c7e1b8d4036';

export const adminEvents: readonly EventSpec[] = [
  {
    name: 'form.submitted',
    object: 'Submission',
    sentWhen:
      'Sent when a visitor sends a form and the submission passes validation and spam protection.',
    details:
      'A submission that fails validation or spam protection is neither stored nor sent. A webhook added under Project → Forms → contact → Notifications receives this event for that form only; one subscribed in Project → Settings → Webhooks receives it for every form.',
    example: {id: 'evt_5c2n8q1w', created_at: '2026-03-14T09:30:00Z'},
  },
  {
    name: 'entry.created',
    object: 'Entry',
    sentWhen:
      'Sent when an entry is added to a collection, in the Console or through the Admin API.',
    details:
      'New entries are drafts unless they are created with `status: published`, so check `data.status` before you show the entry anywhere.',
    example: {
      id: 'evt_2w7k4n9d',
      created_at: '2026-01-20T14:08:00Z',
      data: {status: 'draft', published_at: null, updated_at: '2026-01-20T14:08:00Z'},
    },
  },
  {
    name: 'entry.updated',
    object: 'Entry',
    sentWhen:
      "Sent when an entry's slug, fields or status change, including when it is published or unpublished.",
    details:
      '`data` is the whole entry after the change, not the difference. Compare `data.updated_at` with what you stored to skip a delivery older than your copy.',
    example: {id: 'evt_9t3m6q1h', created_at: '2026-01-20T14:10:00Z'},
  },
  {
    name: 'entry.deleted',
    object: 'Entry',
    sentWhen: 'Sent when an entry is removed from its collection.',
    details:
      '`data` is the entry as it was just before it was removed. Its ID no longer answers the Admin API, so delete your copy by `data.id`.',
    example: {id: 'evt_4h8c2v6p', created_at: '2026-02-03T16:45:00Z'},
  },
  {
    name: 'project.published',
    object: 'Project',
    sentWhen:
      'Sent when the project is published: from the Console, from Courier or through the Console API.',
    details:
      'The live site serves the new revision when the event is sent, so this is the moment to purge a cache or warm pages outside Tessera.',
    example: {id: 'evt_7n1r5k3x', created_at: '2026-03-14T09:00:00Z'},
  },
  {
    name: 'project.unpublished',
    object: 'Project',
    sentWhen: 'Sent when the project is taken offline, in the Console or through the Console API.',
    details:
      '`data.published` is `false`: the live site no longer serves the project until it is published again.',
    example: {
      id: 'evt_3f6j9w2m',
      created_at: '2026-03-20T18:15:00Z',
      data: {published: false, updated_at: '2026-03-20T18:15:00Z'},
    },
  },
  {
    name: 'domain.verified',
    object: 'Domain',
    sentWhen:
      "Sent when Tessera finds a custom domain's DNS records and the domain becomes `active`.",
    details:
      'Tessera checks pending domains every few minutes, or at once when you verify one. The HTTPS certificate is still being issued when the event is sent: `data.certificate.status` is `pending`, and becomes `issued` within a few minutes.',
    example: {
      id: 'evt_8q2d5b7s',
      created_at: '2026-03-24T10:20:00Z',
      data: {
        status: 'active',
        certificate: {status: 'pending', expires_at: null},
        verified_at: '2026-03-24T10:20:00Z',
        updated_at: '2026-03-24T10:20:00Z',
      },
    },
  },
];
