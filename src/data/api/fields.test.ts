import {
  descriptionField,
  fieldDefinitions,
  id,
  KEY_PATTERN,
  keyField,
  nameField,
  parentKey,
  publishedAt,
  publishStatus,
} from './fields';

describe('shared fields', () => {
  test('an ID names its prefix and what it identifies', () => {
    expect(id('blg_', 'blg_4t8k2w6n', 'blog')).toEqual({
      name: 'id',
      schema: {type: 'string', prefix: 'blg_'},
      description: 'Unique ID of the blog, starting with `blg_`.',
      example: 'blg_4t8k2w6n',
    });
  });

  test('a key is required on create, can be changed, and takes lowercase words joined by hyphens', () => {
    const key = keyField('The key.', 'news');
    expect(key).toMatchObject({
      name: 'key',
      schema: {type: 'string', pattern: KEY_PATTERN, maxLength: 40},
      create: 'required',
      update: true,
    });
    expect(new RegExp(KEY_PATTERN).test('spring-menu')).toBe(true);
    expect(new RegExp(KEY_PATTERN).test('Spring menu')).toBe(false);
  });

  test('the key of a parent is set once, on create, and says what it belongs to', () => {
    const parent = parentKey('blog', 'post', 'news');
    expect(parent).toMatchObject({
      name: 'blog',
      description: 'Key of the blog the post belongs to.',
      create: 'required',
    });
    expect(parent.update).toBeUndefined();
  });

  test('a name is required and a description optional and nullable, both changeable', () => {
    expect(nameField('The name.', 'Team')).toMatchObject({
      schema: {type: 'string', maxLength: 120},
      create: 'required',
      update: true,
    });
    expect(descriptionField(300, 'A note.', 'Hi')).toMatchObject({
      schema: {type: 'string', maxLength: 300},
      nullable: true,
      create: 'optional',
      update: true,
      default: null,
    });
  });

  test('published content starts as a draft, and its publishing time is read-only', () => {
    expect(publishStatus('Only published.')).toMatchObject({
      schema: {enum: ['draft', 'published']},
      default: 'draft',
      create: 'optional',
      update: true,
    });
    const time = publishedAt('When.', '2026-01-20T14:10:00Z');
    expect(time).toMatchObject({nullable: true, schema: {type: 'string', format: 'date-time'}});
    expect(time.create).toBeUndefined();
    expect(time.update).toBeUndefined();
  });

  test('field definitions are a list of up to 50 objects with the given fields', () => {
    const definition = [
      {name: 'name', schema: {type: 'string' as const}, description: 'Name.', example: 'name'},
    ];
    expect(fieldDefinitions(definition)).toEqual({
      type: 'array',
      maxItems: 50,
      items: {type: 'object', fields: definition},
    });
  });
});
