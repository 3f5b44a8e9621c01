/**
 * The API reference's page component (components/ScopedDocItem): the model-fed
 * components in scope. Pages write `<Endpoint id="..." />` without importing it,
 * so its code is not copied into each page's own chunk. Their data reaches them
 * as props written into the page at build time.
 */
import Endpoint from '@site/src/components/ApiEndpoint';
import WebhookEvent from '@site/src/components/ApiWebhookEvent';
import {ApiAccountCards, ApiReferenceCards} from '@site/src/components/ApiOverview';
import {ApiErrorTable, ApiResourceTable} from '@site/src/components/ApiReferenceTables';
import {scopedDocItem} from '@site/src/components/ScopedDocItem';

/** The names pages use; each must match a resolver in src/plugins/api-reference/remarkModelProps. */
export const apiComponents = {
  Endpoint,
  WebhookEvent,
  ApiReferenceCards,
  ApiAccountCards,
  ApiResourceTable,
  ApiErrorTable,
};

export default scopedDocItem(apiComponents);
