/**
 * The body of a webhook event's page: when it is sent, the payload's fields and example, the
 * delivery rules, the headers and how to verify the signature, and the calls that manage webhooks.
 * The page writes `<WebhookEvent name="form.submitted" />`; at build time the API reference's
 * remark plugin replaces the name with the event's resolved view (src/plugins/api-reference).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import ApiTable from '@site/src/components/ApiTable';
import SignatureSamples from '@site/src/components/SignatureSamples';
import Inline from '@site/src/components/ApiEndpoint/Inline';
import RowsTable from '@site/src/components/ApiEndpoint/RowsTable';
import RelatedCalls from '@site/src/components/ApiEndpoint/RelatedCalls';
import type {EventView, Section} from '@site/src/lib/apiViews/types';
import endpointStyles from '@site/src/components/ApiEndpoint/styles.module.css';
import styles from './styles.module.css';

function SectionHeading({section}: {section: Section | undefined}): ReactNode {
  if (!section) return null;
  return (
    <Heading as="h2" id={section.id}>
      {section.title}
    </Heading>
  );
}

const GUIDE = '/guides/receive-and-verify-webhooks';

export default function WebhookEvent(event: EventView): ReactNode {
  const section = (id: string) => event.sections.find((candidate) => candidate.id === id);
  const {object} = event;
  return (
    <div className={endpointStyles.endpoint} data-event={event.name}>
      <SectionHeading section={section('when-it-is-sent')} />
      <p>
        <Inline text={event.sentWhen} />
      </p>
      <p>
        <Inline text={event.details} />
      </p>

      <SectionHeading section={section('payload')} />
      <p>
        Every event has the same envelope; <code>data</code> holds the{' '}
        {object.route ? <Link to={object.route}>{object.singular}</Link> : object.singular} the
        event is about, as the API returns it.
      </p>
      <RowsTable rows={event.fields} caption={`Fields of ${event.name}`} withRequired={false} />
      <p>An example delivery of {event.name}:</p>
      <CodeBlock language="json">{event.json}</CodeBlock>

      <SectionHeading section={section('delivery')} />
      <ul>
        <li>
          Tessera sends each event as a <code>POST</code> to the URL of every enabled webhook that
          subscribes to <code>{event.name}</code>.
        </li>
        <li>
          Answer with a <code>2xx</code> status within 10 seconds. Do slow work after answering.
        </li>
        <li>
          Any other status, or no answer in time, is retried with exponential backoff for up to 24
          hours.
        </li>
        <li>
          Delivery is at least once: the same event can arrive more than once, with the same{' '}
          <code>id</code>. Skip IDs you have already processed.
        </li>
      </ul>

      <SectionHeading section={section('headers')} />
      <ApiTable
        caption={`Headers of a ${event.name} delivery`}
        columns={['Name', 'Example', 'Description']}
        dense>
        {event.headers.map((header) => (
          <tr key={header.name}>
            <th scope="row">
              <code>{header.name}</code>
            </th>
            <td className={styles.headerValue}>
              <code>{header.value}</code>
            </td>
            <td>
              <Inline text={header.description} />
            </td>
          </tr>
        ))}
      </ApiTable>
      <p>
        The example&apos;s signature is real: it is the example body above, compacted, signed with
        the secret <code>{event.exampleSecret}</code> at the time in <code>t</code>.
      </p>

      <SectionHeading section={section('verify-the-signature')} />
      <p>
        Check the signature before you trust a delivery: compute the HMAC-SHA256 of{' '}
        <code>{'<t>.<raw body>'}</code> with the webhook&apos;s secret (<code>whsec_...</code>, used
        whole), compare it with <code>v1</code> in constant time, and reject a <code>t</code> more
        than 300 seconds away from your clock. Use the raw bytes of the body: parsing the JSON first
        changes them.
      </p>
      <SignatureSamples samples={event.samples} />

      <SectionHeading section={section('related')} />
      <RelatedCalls calls={event.management}>
        <li>
          <Link to={GUIDE}>Receive and verify Tessera webhooks</Link>: an endpoint in Node.js, and a
          first test event sent to it.
        </li>
      </RelatedCalls>
    </div>
  );
}
