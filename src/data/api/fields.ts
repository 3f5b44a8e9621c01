/**
 * Schemas and fields that several objects of the model share, written once:
 * a resource's ID and timestamps, the key templates read it by, its display
 * name, and the other fields that mean the same thing wherever they appear.
 */
import type {Field, Schema} from './types';

type StringSchema = Extract<Schema, {type: 'string'}>;

/** A string schema with the given constraints. */
export const str = (extra: Omit<StringSchema, 'type'> = {}): Schema => ({type: 'string', ...extra});

export const timestamp: Schema = {type: 'string', format: 'date-time'};

/** Keys (of blogs, collections, menus, forms) and slugs: lowercase words joined by hyphens. */
export const KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** A list of project IDs, such as the projects a role or a member is limited to. */
export const projectIds: Schema = {type: 'array', items: str({prefix: 'prj_'})};

export function id(prefix: string, example: string, what: string): Field {
  return {
    name: 'id',
    schema: str({prefix}),
    description: `Unique ID of the ${what}, starting with \`${prefix}\`.`,
    example,
  };
}

export const createdAt = (example: string): Field => ({
  name: 'created_at',
  schema: timestamp,
  description: 'When it was created (ISO 8601, UTC).',
  example,
});

export const updatedAt = (example: string): Field => ({
  name: 'updated_at',
  schema: timestamp,
  description: 'When it last changed (ISO 8601, UTC).',
  example,
});

/** The key templates read a blog, collection, menu or form by; unique in the project. */
export const keyField = (description: string, example: string): Field => ({
  name: 'key',
  schema: str({pattern: KEY_PATTERN, maxLength: 40}),
  description,
  example,
  create: 'required',
  update: true,
});

/** The key of what the object belongs to (a post's blog, a link's menu), set once on create. */
export const parentKey = (parent: string, child: string, example: string): Field => ({
  name: parent,
  schema: str({pattern: KEY_PATTERN}),
  description: `Key of the ${parent} the ${child} belongs to.`,
  example,
  create: 'required',
});

/** The name people see for the object in the Console. */
export const nameField = (description: string, example: string): Field => ({
  name: 'name',
  schema: str({maxLength: 120}),
  description,
  example,
  create: 'required',
  update: true,
});

/** An optional note about the object, `null` until someone writes one. */
export const descriptionField = (
  maxLength: number,
  description: string,
  example: string,
): Field => ({
  name: 'description',
  schema: str({maxLength}),
  nullable: true,
  description,
  example,
  create: 'optional',
  update: true,
  default: null,
});

/** Content that editors publish: only `published` reaches the site and the Project API. */
export const publishStatus = (description: string): Field => ({
  name: 'status',
  schema: str({enum: ['draft', 'published']}),
  description,
  example: 'published',
  create: 'optional',
  update: true,
  default: 'draft',
});

/** When content was last published, set by Tessera; `null` while it never was. */
export const publishedAt = (description: string, example: string): Field => ({
  name: 'published_at',
  schema: timestamp,
  nullable: true,
  description,
  example,
});

/** The fields a collection or a form defines for its entries or submissions: up to 50 definitions. */
export const fieldDefinitions = (definition: readonly Field[]): Schema => ({
  type: 'array',
  maxItems: 50,
  items: {type: 'object', fields: definition},
});

/** The `name` of a field definition: what entries and submissions key the value by. */
export const fieldName: Schema = str({pattern: '^[a-z][a-z0-9_]*$'});

/** Who a member of the agency is, as the agency's lists show them. */
export const personFields: readonly Field[] = [
  {name: 'name', schema: str(), description: "The user's name.", example: 'Grace Hopper'},
  {
    name: 'email',
    schema: str({format: 'email'}),
    description: 'The address the user signs in with.',
    example: 'grace@northwind.example',
  },
];
