/**
 * The body of an endpoint page: authentication, parameters, example request
 * (curl, JavaScript, Python and PHP, with copy buttons), example response,
 * errors and related calls. The page writes its frontmatter, a sentence or two
 * of context and `<Endpoint id="admin.blogs.create" />`; at build time the API
 * reference's remark plugin (src/plugins/api-reference) replaces the id with
 * the endpoint's resolved view, so the page ships its own endpoint and not the
 * model.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Details from '@theme/Details';
import ErrorTable from '@site/src/components/ApiTable/ErrorTable';
import ApiEndpointColumns, {
  ApiEndpointExamples,
  ApiEndpointProse,
} from '@site/src/components/ApiEndpointColumns';
import ApiTryIt from '@site/src/components/ApiTryIt';
import ApiSample from '@site/src/components/ApiSample';
import Inline from './Inline';
import RelatedCalls from './RelatedCalls';
import RowsTable from './RowsTable';
import type {EndpointView, ResponseView, Section} from '@site/src/lib/apiViews/types';
import styles from './styles.module.css';

function SectionHeading({section}: {section: Section | undefined}): ReactNode {
  if (!section) return null;
  return (
    <Heading as={section.level === 2 ? 'h2' : 'h3'} id={section.id}>
      {section.title}
    </Heading>
  );
}

function Authentication({endpoint}: {endpoint: EndpointView}): ReactNode {
  const {credential} = endpoint;
  return (
    <>
      <p>
        <Inline text={endpoint.access} />
      </p>
      <p>
        Send it with every request in the <code>Authorization: Bearer {credential.prefix}...</code>{' '}
        header.{' '}
        <Link to={endpoint.authenticationRoute}>How to get a {credential.name.toLowerCase()}</Link>.
        {endpoint.agencyHeader && (
          <>
            {' '}
            If you belong to more than one agency, also send <code>
              Tessera-Agency: agy_...
            </code>{' '}
            with the agency&apos;s ID.
          </>
        )}
      </p>
    </>
  );
}

function Parameters({
  endpoint,
  sections,
}: {
  endpoint: EndpointView;
  sections: readonly Section[];
}): ReactNode {
  if (endpoint.parameterGroups.length === 0) return <p>This call takes no parameters.</p>;
  return (
    <>
      {endpoint.parameterGroups.map((group) => (
        <React.Fragment key={group.id}>
          <SectionHeading section={sections.find((section) => section.id === group.id)} />
          <RowsTable rows={group.rows} caption={group.caption} withRequired />
        </React.Fragment>
      ))}
    </>
  );
}

/** One tab per language; the group id makes the reader's choice of language hold on every page. */
function ExampleRequest({endpoint}: {endpoint: EndpointView}): ReactNode {
  return (
    <Tabs groupId="api-example-language">
      {endpoint.samples.map((sample, index) => (
        <TabItem key={sample.id} value={sample.id} label={sample.label} default={index === 0}>
          <ApiSample
            code={sample.code}
            language={sample.language}
            api={endpoint.tryIt.api}
            placeholders={endpoint.tryIt.placeholders}
          />
        </TabItem>
      ))}
    </Tabs>
  );
}

function ExampleResponse({response}: {response: ResponseView}): ReactNode {
  const {status, object, json} = response;
  if (response.kind === 'empty' || json === undefined || !object) {
    return (
      <p>
        The call returns <code>{status}</code> with an empty body.
      </p>
    );
  }
  const lead =
    response.kind === 'list' ? (
      <>
        <code>data</code> holds up to <code>limit</code> {object.plural}; <code>next_cursor</code>{' '}
        is the <code>cursor</code> of the next page, or <code>null</code> on the last page.
      </>
    ) : response.kind === 'deleted' ? (
      <>The body confirms the ID of the {object.singular} that was removed.</>
    ) : (
      <>The body is the {object.singular} object.</>
    );
  return (
    <>
      <p>
        <code>{status}</code>. {lead}
      </p>
      <CodeBlock language="json">{json}</CodeBlock>
      {response.kind !== 'deleted' && (
        <Details summary={<summary>Fields of the {object.singular} object</summary>}>
          <p>
            <Inline text={object.description} />
          </p>
          <RowsTable
            rows={object.fields}
            caption={`Fields of the ${object.singular} object`}
            withRequired={false}
          />
        </Details>
      )}
    </>
  );
}

function Errors({endpoint}: {endpoint: EndpointView}): ReactNode {
  return (
    <>
      <p>
        A failed call returns <code>{'{ "error": { "code": "...", "message": "..." } }'}</code> with
        one of these statuses. Any call can also return <code>429</code> <code>rate_limited</code>;
        see <Link to="/api#errors">all error codes</Link>.
      </p>
      <ErrorTable caption={`Errors of ${endpoint.summary}`} errors={endpoint.errors} dense />
    </>
  );
}

export default function Endpoint(endpoint: EndpointView): ReactNode {
  const {sections} = endpoint;
  const section = (anchor: string) => sections.find((candidate) => candidate.id === anchor);
  return (
    <div className={styles.endpoint} data-endpoint={endpoint.id}>
      <ApiEndpointColumns>
        <ApiEndpointProse>
          <SectionHeading section={section('authentication')} />
          <Authentication endpoint={endpoint} />
          <SectionHeading section={section('parameters')} />
          <Parameters endpoint={endpoint} sections={sections} />
        </ApiEndpointProse>
        <ApiEndpointExamples>
          <SectionHeading section={section('example-request')} />
          <ApiTryIt view={endpoint.tryIt} />
          <ExampleRequest endpoint={endpoint} />
          <SectionHeading section={section('example-response')} />
          <ExampleResponse response={endpoint.response} />
        </ApiEndpointExamples>
        <ApiEndpointProse>
          <SectionHeading section={section('errors')} />
          <Errors endpoint={endpoint} />
          {endpoint.related.length > 0 && (
            <>
              <SectionHeading section={section('related')} />
              <RelatedCalls calls={endpoint.related} />
            </>
          )}
        </ApiEndpointProse>
      </ApiEndpointColumns>
    </div>
  );
}
