/**
 * What the API components render, resolved from the model at build time
 * (src/plugins/api-reference) and written into each page as plain data, so
 * that no page's JavaScript carries the model.
 */
import type {Sample} from '@site/src/lib/apiSamples';
import type {HttpMethod} from '@site/src/lib/parseApiField';
import type {TryItView} from '@site/src/lib/apiExplorer/types';
import type {SignatureSample} from '@site/src/data/api/signatureSamples';
import type {ParamRow} from '@site/src/data/api/format';

export type {ParamRow};

export interface Section {
  readonly id: string;
  readonly title: string;
  readonly level: 2 | 3;
}

export interface ErrorRow {
  readonly status: number;
  readonly code: string;
  readonly meaning: string;
}

export interface EndpointLink {
  readonly method: HttpMethod;
  readonly route: string;
  readonly summary: string;
  readonly fullPath?: string;
}

export interface ParameterGroupView {
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly rows: readonly ParamRow[];
}

export interface ResponseView {
  /** "201 Created". */
  readonly status: string;
  readonly kind: 'object' | 'list' | 'deleted' | 'empty';
  readonly json?: string;
  readonly object?: {
    readonly singular: string;
    readonly plural: string;
    readonly description: string;
    readonly fields: readonly ParamRow[];
  };
}

/** Everything an endpoint page shows below its introduction. */
export interface EndpointView {
  readonly id: string;
  readonly summary: string;
  readonly access: string;
  readonly credential: {readonly name: string; readonly prefix: string};
  readonly authenticationRoute: string;
  /** Console calls also take the agency header. */
  readonly agencyHeader: boolean;
  readonly sections: readonly Section[];
  readonly parameterGroups: readonly ParameterGroupView[];
  /** The example request in curl, JavaScript, Python and PHP. */
  readonly samples: readonly Sample[];
  readonly response: ResponseView;
  readonly errors: readonly ErrorRow[];
  readonly related: readonly EndpointLink[];
  /** What Try it builds its request from. */
  readonly tryIt: TryItView;
}

export interface ReferenceCardView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly route: string;
  readonly baseUrl: string;
  readonly credential: {readonly name: string; readonly prefix: string};
  readonly endpointCount: number;
  readonly resourceCount: number;
}

export interface AccountCardView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly endpoints: readonly EndpointLink[];
}

export interface ResourceRowView {
  readonly label: string;
  readonly endpoints: readonly EndpointLink[];
}

/** A request header of a webhook delivery, with the example's value. */
export interface HeaderRow {
  readonly name: string;
  readonly value: string;
  readonly description: string;
}

/** Everything a webhook event's page shows below its introduction. */
export interface EventView {
  readonly name: string;
  readonly sentWhen: string;
  readonly details: string;
  readonly sections: readonly Section[];
  /** The envelope's fields, then the fields of `data`. */
  readonly fields: readonly ParamRow[];
  /** The example delivery's body, formatted. */
  readonly json: string;
  readonly headers: readonly HeaderRow[];
  /** The secret the example headers are signed with. */
  readonly exampleSecret: string;
  /** How to verify the signature, in each language. */
  readonly samples: readonly SignatureSample[];
  /** The calls that manage webhooks. */
  readonly management: readonly EndpointLink[];
  /** The page of the object `data` holds: its retrieve call. */
  readonly object: {readonly singular: string; readonly route: string | undefined};
}
