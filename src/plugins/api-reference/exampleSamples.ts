/**
 * The example request of an endpoint page and its samples, from the model's
 * example values, with the key shown as its placeholder ("tak_...").
 */
import {apis} from '../../data/api/apis';
import {scalarText} from '../../data/api/examples';
import type {Endpoint} from '../../data/api/types';
import {keyPlaceholder, requestOf, type RequestInput} from '../../lib/apiSamples/request';
import {samplesOf, type Sample} from '../../lib/apiSamples/samples';

export function exampleRequest(endpoint: Endpoint): RequestInput {
  return {
    method: endpoint.method,
    url: endpoint.url,
    pathParams: Object.fromEntries(
      endpoint.pathParams.map((param) => [param.name, scalarText(param.example)]),
    ),
    query: endpoint.example.query,
    key: keyPlaceholder(apis[endpoint.api].credential.prefix),
    body: endpoint.example.body,
  };
}

export function exampleSamples(endpoint: Endpoint): Sample[] {
  return samplesOf(requestOf(exampleRequest(endpoint)), {
    emptyResponse: endpoint.response.kind === 'empty',
  });
}
