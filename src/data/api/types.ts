/**
 * Types of the API reference model: the three HTTP APIs, the objects they
 * return, and the endpoints, as authored (`*Spec`) and as resolved with every
 * default filled in (`Endpoint`). Everything under /api is derived from it.
 */

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const API_METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PATCH', 'DELETE'];

/** The three HTTP APIs, each with its base path and credential. */
export type ApiId = 'console' | 'admin' | 'project';

/** The groups of pages under /api: the three references, plus Agencies and User (Console API calls). */
export type ReferenceId = 'console' | 'admin' | 'project' | 'agencies' | 'user';

/** The sidebars of the `api` docs instance. */
export type ApiSidebarId = 'api' | 'admin' | 'console' | 'project';

export type Json = string | number | boolean | null | readonly Json[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: Json;
}

export type StringFormat = 'date-time' | 'uri' | 'email' | 'hostname';

/** The type of a field or parameter, a small subset of JSON Schema. */
export type Schema =
  | {
      readonly type: 'string';
      readonly format?: StringFormat;
      readonly enum?: readonly string[];
      /** ID prefix such as `blg_`: the value is an ID of that kind. */
      readonly prefix?: string;
      readonly pattern?: string;
      readonly maxLength?: number;
    }
  | {
      readonly type: 'integer';
      readonly enum?: readonly number[];
      readonly minimum?: number;
      readonly maximum?: number;
    }
  | {readonly type: 'boolean'}
  | {readonly type: 'array'; readonly items: Schema; readonly maxItems?: number}
  | {readonly type: 'object'; readonly fields: readonly Field[]}
  /** An object with free-form keys (entry fields, Canopy content). */
  | {readonly type: 'map'}
  /** Another object of the model, by name. */
  | {readonly type: 'ref'; readonly object: ObjectName};

export interface Field {
  readonly name: string;
  readonly schema: Schema;
  /** One or more sentences; `code` in backticks is rendered as code. */
  readonly description: string;
  readonly example: Json;
  readonly nullable?: boolean;
  /** Accepted by create: required or optional. Absent: not accepted (set by Tessera). */
  readonly create?: 'required' | 'optional';
  /** Accepted by update. */
  readonly update?: boolean;
  /** The value Tessera uses when create leaves the field out. */
  readonly default?: Json;
  /** For a field of a nested object: may be left out when the object is sent. */
  readonly optional?: boolean;
  /**
   * Still works, but should no longer be used. Its date is the history's (src/data/api/history):
   * a release with a `deprecate` edit at its place in the OpenAPI document.
   */
  readonly deprecated?: boolean;
}

/** A parameter of an endpoint: a path, query or body parameter. */
export interface Param {
  readonly name: string;
  readonly schema: Schema;
  readonly description: string;
  readonly example: Json;
  readonly required: boolean;
  readonly nullable?: boolean;
  readonly default?: Json;
  /** Still accepted, but should no longer be sent; dated by the history, as a field's. */
  readonly deprecated?: boolean;
}

export type ObjectName =
  | 'Agency'
  | 'Blog'
  | 'Brand'
  | 'Cassette'
  | 'Collection'
  | 'Domain'
  | 'Entry'
  | 'Form'
  | 'Invite'
  | 'Link'
  | 'Member'
  | 'Menu'
  | 'Page'
  | 'Post'
  | 'Project'
  | 'ProjectUser'
  | 'Redirect'
  | 'Role'
  | 'RoutePattern'
  | 'Submission'
  | 'User'
  | 'Webhook';

/** An object the APIs return, such as a blog or a project. */
export interface ObjectDef {
  readonly name: ObjectName;
  /** Lowercase singular noun used in summaries: "blog", "route pattern". */
  readonly singular: string;
  readonly plural: string;
  readonly article: 'a' | 'an' | 'the';
  /** ID prefix, when the object has an `id`. */
  readonly idPrefix?: string;
  readonly description: string;
  readonly fields: readonly Field[];
  /** The body of the example update request. */
  readonly updateExample?: JsonObject;
}

/** What an endpoint returns on success. */
export type ResponseSpec =
  | {readonly kind: 'object'; readonly object: ObjectName; readonly status?: 200 | 201}
  | {readonly kind: 'list'; readonly object: ObjectName}
  | {readonly kind: 'deleted'; readonly object: ObjectName}
  | {readonly kind: 'empty'};

/** One row of an endpoint's error table. */
export interface EndpointError {
  readonly status: number;
  readonly code: string;
  readonly meaning: string;
}

export type StandardAction = 'create' | 'update' | 'retrieve' | 'list' | 'remove';

/** An endpoint as authored in the model; defaults come from its `kind` and its resource's object. */
export interface EndpointSpec {
  /** The last segment of the page route and of the endpoint ID: create, list, verify... */
  readonly action: string;
  /** Standard actions fill in method, path, summary, description, parameters and response. */
  readonly kind: StandardAction | 'custom';
  readonly method?: ApiMethod;
  /** Path relative to the API's base path, with `{name}` path parameters: "/blogs/{id}". */
  readonly path?: string;
  readonly summary?: string;
  readonly description?: string;
  /** Page route segment when it differs from `action`; "" puts the page at the resource's route. */
  readonly slug?: string;
  readonly pathParams?: readonly Param[];
  readonly query?: readonly Param[];
  readonly body?: readonly Param[];
  readonly response?: ResponseSpec;
  /** Errors specific to this endpoint, added to the ones every endpoint of its kind has. */
  readonly errors?: readonly EndpointError[];
  /** IDs of related endpoints; without it, the other endpoints of the same resource. */
  readonly related?: readonly string[];
  /** Who may call it (Console API roles); defaults per reference. */
  readonly access?: string;
  readonly example?: {
    readonly query?: Readonly<Record<string, string>>;
    readonly body?: JsonObject;
    /** Merged over the derived example response. */
    readonly response?: JsonObject;
  };
}

export interface ResourceSpec {
  /** Route segment of the resource's pages: "route-patterns"; "" puts them at the reference's route. */
  readonly key: string;
  /** Sidebar category label. */
  readonly label: string;
  readonly object: ObjectName;
  /** Collapsible sidebar section, collapsed until opened. Other sections are always expanded. */
  readonly collapsed?: boolean;
  readonly endpoints: readonly EndpointSpec[];
}

/** A page of a reference that is not an endpoint: the introduction, the authentication guide. */
export interface ReferencePage {
  readonly docId: string;
  readonly label: string;
}

/** A webhook event as authored: what Tessera sends to a subscribed endpoint, and when. */
export interface EventSpec {
  /** The event's type, as in the payload's `type` and a webhook's `events`: "form.submitted". */
  readonly name: string;
  /** The model object the payload's `data` holds. */
  readonly object: ObjectName;
  /** When Tessera sends it: one sentence, the page's description. */
  readonly sentWhen: string;
  /** What the reader should know beyond that: which state `data` shows, what to watch for. */
  readonly details: string;
  /** The example delivery's envelope values; `data` is merged over the object's example. */
  readonly example: {
    readonly id: string;
    readonly created_at: string;
    readonly data?: JsonObject;
  };
}

/** An event with its page and its example resolved: what pages, sidebars, the OpenAPI document and the mock read. */
export interface WebhookEvent extends Pick<EventSpec, 'name' | 'object' | 'sentWhen' | 'details'> {
  /** "form-submitted": the last segment of its route. */
  readonly slug: string;
  /** Doc ID in the `api` docs instance: "admin/events/form-submitted". */
  readonly docId: string;
  /** Page route: "/api/admin/events/form-submitted". */
  readonly route: string;
  /** The envelope's fields, with `data` referring to the object. */
  readonly fields: readonly Field[];
  /** The documented delivery body. */
  readonly example: JsonObject;
}

export interface ReferenceSpec {
  readonly id: ReferenceId;
  readonly title: string;
  /** One line, shown on the /api overview. */
  readonly summary: string;
  readonly api: ApiId;
  readonly sidebar: ApiSidebarId;
  readonly pages: readonly ReferencePage[];
  readonly resources: readonly ResourceSpec[];
  /** The webhook events whose subscriptions it manages (the Admin API's), listed after its resources. */
  readonly events?: readonly EventSpec[];
  /** Who may call its read and write endpoints, unless an endpoint says otherwise. */
  readonly access: {readonly read: string; readonly write: string};
}

export interface Credential {
  readonly name: string;
  readonly prefix: string;
  /** Where in the Console it is created. */
  readonly where: string;
}

export interface ApiDef {
  readonly id: ApiId;
  readonly title: string;
  readonly summary: string;
  /** "/admin/v1": every endpoint path and `api` frontmatter starts with it. */
  readonly basePath: string;
  /** The loopback port `npm run mock` serves it on (the Admin API on Prism's default, 4010). */
  readonly mockPort: number;
  readonly credential: Credential;
}

/** An endpoint with every default resolved: what pages, sidebars and OpenAPI documents read. */
export interface Endpoint {
  /** "admin.blogs.create": reference, resource and action. */
  readonly id: string;
  readonly reference: ReferenceId;
  readonly api: ApiId;
  readonly resource: string;
  readonly resourceLabel: string;
  readonly action: string;
  readonly kind: StandardAction | 'custom';
  readonly object: ObjectName;
  readonly method: ApiMethod;
  /** Relative to the API base path: "/blogs/{id}". */
  readonly path: string;
  /** Including the base path: "/admin/v1/blogs/{id}", as in the page's `api` frontmatter. */
  readonly fullPath: string;
  /** "https://api.tessera.dev/admin/v1/blogs/{id}". */
  readonly url: string;
  /** The `api` frontmatter of its page: "PATCH /admin/v1/blogs/{id}". */
  readonly apiField: string;
  readonly summary: string;
  readonly description: string;
  /** Page route: "/api/admin/blogs/create". */
  readonly route: string;
  /** Doc ID in the `api` docs instance: "admin/blogs/create". */
  readonly docId: string;
  readonly pathParams: readonly Param[];
  readonly query: readonly Param[];
  readonly body: readonly Param[];
  readonly response: ResponseSpec;
  readonly errors: readonly EndpointError[];
  readonly related: readonly string[];
  readonly access: string;
  readonly example: {
    readonly query: Readonly<Record<string, string>>;
    readonly body: JsonObject | undefined;
    readonly response: Json | undefined;
  };
}

/** A resource as authored, with its endpoints resolved. */
export interface Resource extends Pick<ResourceSpec, 'key' | 'label' | 'object'> {
  readonly collapsed: boolean;
  readonly endpoints: readonly Endpoint[];
}

/** A reference as authored, with its route and its resources resolved; the access rules went into each endpoint. */
export interface Reference extends Pick<
  ReferenceSpec,
  'id' | 'title' | 'summary' | 'api' | 'sidebar' | 'pages'
> {
  /** "/api/admin". */
  readonly route: string;
  readonly resources: readonly Resource[];
  readonly events: readonly WebhookEvent[];
}
