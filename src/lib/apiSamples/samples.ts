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

export function samplesOf(request: HarRequest): Sample[] {
  return SAMPLE_CLIENTS.map(({id, label, language, client}) => ({
    id,
    label,
    language,
    // A client may change the request it is given (the multipart cases do), so each gets its own.
    code: client.convert(preparedOf(request)),
  }));
}
