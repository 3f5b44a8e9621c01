/**
 * The request builder Try it opens on an endpoint page: a server, the reader's key, a field per
 * parameter prefilled from the documented example, and Send. The response shows below with the
 * documented meaning of an error. What the reader typed stays until they leave the page; the key
 * stays in memory, or in this tab's sessionStorage when they ask (src/lib/apiContext).
 */
import {Fragment, useId, useState, type FormEvent, type ReactNode} from 'react';
import {buildRequest} from '@site/src/lib/apiExplorer/buildRequest';
import {fieldProblems} from '@site/src/lib/apiExplorer/fieldProblems';
import {readResponse, type ShownResponse} from '@site/src/lib/apiExplorer/readResponse';
import {MOCK_COMMAND, sendFailure} from '@site/src/lib/apiExplorer/sendFailure';
import {
  exampleValues,
  fieldKey,
  type FieldLocation,
  type FieldValues,
  type TryItView,
} from '@site/src/lib/apiExplorer/types';
import {setContext} from '@site/src/lib/apiContext/store';
import {useApiContext} from '@site/src/lib/apiContext/useApiContext';
import FieldInput from './FieldInput';
import RequestSamples from './RequestSamples';
import ResponsePanel from './ResponsePanel';
import styles from './styles.module.css';

export interface RequestBuilderProps {
  readonly view: TryItView;
  readonly onClose: () => void;
}

const LEGENDS: Readonly<Record<FieldLocation, string>> = {
  path: 'Path parameters',
  query: 'Query parameters',
  body: 'Body parameters',
};

type Result =
  | {readonly state: 'idle'}
  | {readonly state: 'sending'}
  | {readonly state: 'done'; readonly response: ShownResponse}
  | {readonly state: 'failed'; readonly message: string};

export default function RequestBuilder({view, onClose}: RequestBuilderProps): ReactNode {
  const id = useId().replace(/:/g, '');
  const context = useApiContext();
  const [values, setValues] = useState<FieldValues>(() => exampleValues(view, context.projectId));
  const [serverUrl, setServerUrl] = useState(
    () => view.servers.find((server) => server.sendable)?.url ?? '',
  );
  const [result, setResult] = useState<Result>({state: 'idle'});
  const server = view.servers.find((candidate) => candidate.url === serverUrl);
  const key = context.keys[view.api] ?? '';
  const problems = fieldProblems(view.fields, values);

  const setKey = (value: string) =>
    setContext({...context, keys: {...context.keys, [view.api]: value}});

  const send = async () => {
    if (!server?.sendable) return;
    const request = buildRequest(view, values, server.url, key);
    setResult({state: 'sending'});
    const startedAt = performance.now();
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        mode: 'cors',
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      setResult({state: 'done', response: await readResponse(response, startedAt)});
    } catch {
      setResult({state: 'failed', message: sendFailure(server)});
    }
  };

  const locations = (['path', 'query', 'body'] as const).filter((location) =>
    view.fields.some((field) => field.in === location),
  );
  return (
    <form
      className={styles.builder}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
      aria-label="Try it"
      noValidate>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-server`} className={styles.label}>
            Server
          </label>
          <select
            id={`${id}-server`}
            className={styles.input}
            value={serverUrl}
            onChange={(event) => setServerUrl(event.target.value)}>
            {view.servers.map((candidate) => (
              <option key={candidate.url} value={candidate.url} disabled={!candidate.sendable}>
                {candidate.label}
                {candidate.sendable ? '' : ': send from your own code'}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-key`} className={styles.label}>
            {view.keyName}
          </label>
          <input
            id={`${id}-key`}
            className={styles.input}
            type="password"
            value={key}
            placeholder={`${view.keyPrefix}...`}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setKey(event.target.value)}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={context.remember}
              onChange={(event) => setContext({...context, remember: event.target.checked})}
            />{' '}
            Remember for this tab
          </label>
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-project`} className={styles.label}>
            Your project ID
          </label>
          <input
            id={`${id}-project`}
            className={styles.input}
            type="text"
            value={context.projectId}
            placeholder={view.placeholders.projectId}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setContext({...context, projectId: event.target.value.trim()})}
          />
        </div>
      </div>
      <p className={styles.note}>
        Your key stays in this page (or this tab, if you ask) and fills the samples of every
        endpoint page. It is never stored for longer or sent anywhere but the server you choose.
      </p>
      {locations.map((location) => (
        <fieldset key={location} className={styles.group}>
          <legend>{LEGENDS[location]}</legend>
          {view.fields
            .filter((field) => field.in === location)
            .map((field) => (
              <FieldInput
                key={fieldKey(field)}
                id={`${id}-${location}-${field.name}`}
                field={field}
                value={values[fieldKey(field)] ?? ''}
                problem={problems[fieldKey(field)]}
                onChange={(value) => setValues({...values, [fieldKey(field)]: value})}
              />
            ))}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button--primary button--sm"
          disabled={result.state === 'sending' || !server?.sendable}>
          {result.state === 'sending' ? 'Sending…' : 'Send'}
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => setValues(exampleValues(view, context.projectId))}>
          Reset to example
        </button>
        <button type="button" className="button button--link button--sm" onClick={onClose}>
          Close
        </button>
        {Object.keys(problems).length > 0 && (
          <span className={styles.problem}>
            {Object.keys(problems).length === 1
              ? '1 field has a problem; the server will answer it if you send anyway.'
              : `${Object.keys(problems).length} fields have problems; the server will answer them if you send anyway.`}
          </span>
        )}
      </div>
      <RequestSamples view={view} values={values} serverUrl={server?.url ?? ''} />
      <div aria-live="polite" className={styles.result}>
        {result.state === 'failed' && (
          <p role="alert" className={styles.failure}>
            {result.message.split(MOCK_COMMAND).map((part, index) => (
              <Fragment key={index}>
                {index > 0 && <code>{MOCK_COMMAND}</code>}
                {part}
              </Fragment>
            ))}
          </p>
        )}
        {result.state === 'done' && (
          <ResponsePanel response={result.response} errors={view.errors} />
        )}
      </div>
    </form>
  );
}
