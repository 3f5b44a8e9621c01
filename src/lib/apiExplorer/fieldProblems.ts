/** What is wrong with the values typed into Try it, field by field, before anything is sent. */
import {fieldKey, type FieldValues, type TryItField} from './types';

const WHOLE_NUMBER = /^-?\d+$/;

/** The problem with one field's value, or undefined when it is fine. */
export function fieldProblem(field: TryItField, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return field.required ? 'Required' : undefined;
  if (field.choices && !field.choices.includes(text)) return `One of ${field.choices.join(', ')}`;
  switch (field.input) {
    case 'integer':
      return WHOLE_NUMBER.test(text) ? undefined : 'A whole number';
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : 'true or false';
    case 'json':
      try {
        JSON.parse(text);
        return undefined;
      } catch {
        return 'Not valid JSON';
      }
    default:
      return undefined;
  }
}

/** Every field with a problem, by `fieldKey`. */
export function fieldProblems(
  fields: readonly TryItField[],
  values: FieldValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[fieldKey(field)] ?? '');
    if (problem) problems[fieldKey(field)] = problem;
  }
  return problems;
}
