/**
 * The body of an endpoint page, rendered from the model (src/data/api):
 * authentication, parameters, example request (curl and fetch, with copy
 * buttons), example response, errors and related calls. The page writes only
 * its frontmatter and a sentence or two of context:
 *
 *   import Endpoint, {endpointToc} from '@site/src/components/ApiEndpoint';
 *   export const toc = endpointToc('admin.blogs.create');
 *   <Endpoint id="admin.blogs.create" />
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Details from '@theme/Details';
import {
  apis,
  getEndpoint,
  objectsByName,
  findEndpoint,
  type Endpoint as EndpointModel,
} from '@site/src/data/api';
import {
  curlExample,
  fetchExample,
  responseExample,
  statusLine,
  successStatus,
} from '@site/src/data/api/examples';
import {fieldRows, paramRows, type ParamRow} from '@site/src/data/api/format';
import MethodBadge from '@site/src/components/MethodBadge';
import ApiTable from '@site/src/components/ApiTable';
import ErrorTable from '@site/src/components/ApiTable/ErrorTable';
import ApiEndpointColumns, {
  ApiEndpointExamples,
  ApiEndpointProse,
} from '@site/src/components/ApiEndpointColumns';
import Inline from './Inline';
import {endpointSections, PARAMETER_GROUPS, type Section} from './sections';
import styles from './styles.module.css';

export {endpointToc, endpointSections} from './sections';

/** Where each API's credentials are explained. */
export function authenticationRoute(endpoint: EndpointModel): string {
  return endpoint.api === 'project'
    ? '/api/project#authentication'
    : `/api/${endpoint.api}/authentication`;
}

function SectionHeading({section}: {section: Section | undefined}): ReactNode {
  if (!section) return null;
  return (
    <Heading as={section.level === 2 ? 'h2' : 'h3'} id={section.id}>
      {section.title}
    </Heading>
  );
}

/** Parameters say whether they are required; fields of a response object do not. */
const PARAMETER_COLUMNS = ['Name', 'Type', 'Required', 'Description'];
const FIELD_COLUMNS = ['Name', 'Type', 'Description'];

function RowsTable({
  rows,
  caption,
  withRequired,
}: {
  rows: readonly ParamRow[];
  caption: string;
  withRequired: boolean;
}): ReactNode {
  return (
    <ApiTable caption={caption} columns={withRequired ? PARAMETER_COLUMNS : FIELD_COLUMNS} dense>
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row" className={clsx(styles.name, row.depth > 0 && styles.nested)}>
            <code>{row.name}</code>
          </th>
          <td className={styles.type}>{row.type}</td>
          {withRequired && <td>{row.required ? 'Required' : 'Optional'}</td>}
          <td>
            <Inline text={row.description} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

function Authentication({endpoint}: {endpoint: EndpointModel}): ReactNode {
  const {credential} = apis[endpoint.api];
  return (
    <>
      <p>
        <Inline text={endpoint.access} />
      </p>
      <p>
        Send it with every request in the <code>Authorization: Bearer {credential.prefix}...</code>{' '}
        header.{' '}
        <Link to={authenticationRoute(endpoint)}>How to get a {credential.name.toLowerCase()}</Link>
        .
        {endpoint.reference === 'console' && (
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
  endpoint: EndpointModel;
  sections: readonly Section[];
}): ReactNode {
  const groups = PARAMETER_GROUPS.filter((group) => endpoint[group.key].length > 0);
  if (groups.length === 0) return <p>This call takes no parameters.</p>;
  return (
    <>
      {groups.map((group) => (
        <React.Fragment key={group.key}>
          <SectionHeading section={sections.find((section) => section.id === group.id)} />
          <RowsTable
            rows={paramRows(endpoint[group.key])}
            caption={`${group.title} of ${endpoint.summary}`}
            withRequired
          />
        </React.Fragment>
      ))}
    </>
  );
}

function ExampleRequest({endpoint}: {endpoint: EndpointModel}): ReactNode {
  return (
    <Tabs groupId="api-example-language">
      <TabItem value="curl" label="curl" default>
        <CodeBlock language="bash">{curlExample(endpoint)}</CodeBlock>
      </TabItem>
      <TabItem value="js" label="JavaScript">
        <CodeBlock language="js">{fetchExample(endpoint)}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}

function ExampleResponse({endpoint}: {endpoint: EndpointModel}): ReactNode {
  const status = statusLine(successStatus(endpoint));
  const json = responseExample(endpoint);
  const {response} = endpoint;
  if (response.kind === 'empty' || json === undefined) {
    return (
      <p>
        The call returns <code>{status}</code> with an empty body.
      </p>
    );
  }
  const object = objectsByName[response.object];
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
            rows={fieldRows(object.fields)}
            caption={`Fields of the ${object.singular} object`}
            withRequired={false}
          />
        </Details>
      )}
    </>
  );
}

function Errors({endpoint}: {endpoint: EndpointModel}): ReactNode {
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

function Related({endpoint}: {endpoint: EndpointModel}): ReactNode {
  return (
    <ul className={styles.related}>
      {endpoint.related.map((id) => {
        const other = findEndpoint(id);
        if (!other) return null;
        return (
          <li key={id}>
            <MethodBadge method={other.method} /> <Link to={other.route}>{other.summary}</Link>{' '}
            <code className={styles.relatedPath}>{other.fullPath}</code>
          </li>
        );
      })}
    </ul>
  );
}

export default function Endpoint({id}: {id: string}): ReactNode {
  const endpoint = getEndpoint(id);
  const sections = endpointSections(endpoint);
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
          <ExampleRequest endpoint={endpoint} />
          <SectionHeading section={section('example-response')} />
          <ExampleResponse endpoint={endpoint} />
        </ApiEndpointExamples>
        <ApiEndpointProse>
          <SectionHeading section={section('errors')} />
          <Errors endpoint={endpoint} />
          {endpoint.related.length > 0 && (
            <>
              <SectionHeading section={section('related')} />
              <Related endpoint={endpoint} />
            </>
          )}
        </ApiEndpointProse>
      </ApiEndpointColumns>
    </div>
  );
}
