/**
 * A request as code in the languages readers write: curl, JavaScript (fetch),
 * Python (Requests) and PHP (Guzzle), by httpsnippet's clients. Each client is
 * imported from its own file: httpsnippet's main entry brings Node modules that
 * a browser bundle does not have (see prepared.ts).
 */
import type {Client} from 'httpsnippet/dist/targets/targets';
import {curl} from 'httpsnippet/dist/targets/shell/curl/client';
import {fetch} from 'httpsnippet/dist/targets/javascript/fetch/client';
import {requests} from 'httpsnippet/dist/targets/python/requests/client';
import {guzzle} from 'httpsnippet/dist/targets/php/guzzle/client';
import {preparedOf} from './prepared';
import type {HarRequest} from './request';

export interface Sample {
  /** Names the language in a tab group, whose choice the site remembers: "curl", "js", "python", "php". */
  readonly id: string;
  /** "curl", "JavaScript", "Python", "PHP". */
  readonly label: string;
  /** The code block's language: "bash", "js", "python", "php". */
  readonly language: string;
  readonly code: string;
}

interface SampleClient {
  readonly id: string;
  readonly label: string;
  readonly language: string;
  readonly client: Client;
}

export const SAMPLE_CLIENTS: readonly SampleClient[] = [
  {id: 'curl', label: 'curl', language: 'bash', client: curl},
  {id: 'js', label: 'JavaScript', language: 'js', client: fetch},
  {id: 'python', label: 'Python', language: 'python', client: requests},
  {id: 'php', label: 'PHP', language: 'php', client: guzzle},
];

/**
 * The clients read every response as JSON; a call answered with no body (204) would fail there, so
 * its samples print the status instead. A client whose output no longer has the line fails loudly.
 */
const READS_JSON: Readonly<Record<string, readonly [string, string]>> = {
  js: [
    '  const data = await response.json();\n  console.log(data);',
    '  console.log(response.status);',
  ],
  python: ['print(response.json())', 'print(response.status_code)'],
};

function withoutBodyRead(id: string, code: string): string {
  const read = READS_JSON[id];
  if (!read) return code;
  const [line, instead] = read;
  if (!code.includes(line))
    throw new Error(
      `The ${id} sample no longer reads its response as "${line}": update READS_JSON`,
    );
  return code.replace(line, instead);
}

export interface SampleOptions {
  /** The call answers with no body (204 No Content). */
  readonly emptyResponse?: boolean;
}

export function samplesOf(request: HarRequest, options: SampleOptions = {}): Sample[] {
  return SAMPLE_CLIENTS.map(({id, label, language, client}) => {
    // A client may change the request it is given (the multipart cases do), so each gets its own.
    const code = client.convert(preparedOf(request));
    return {id, label, language, code: options.emptyResponse ? withoutBodyRead(id, code) : code};
  });
}
