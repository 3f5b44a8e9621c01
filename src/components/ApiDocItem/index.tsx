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
import type {ApiComponentName} from '@site/src/data/api/components';

/** The names pages use (src/data/api/components.ts lists them; the type checker holds this in step). */
export const apiComponents = {
  Endpoint,
  WebhookEvent,
  ApiReferenceCards,
  ApiAccountCards,
  ApiResourceTable,
  ApiErrorTable,
} satisfies Record<ApiComponentName, unknown>;

export default scopedDocItem(apiComponents);
