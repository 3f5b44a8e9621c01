/** What the endpoint pages and the request explorer use: a request from plain data, and its samples. */
export {keyPlaceholder, requestOf, type HarRequest, type RequestInput} from './request';
export {samplesOf, type Sample, type SampleOptions} from './samples';
