/** What is wrong with the values typed into Try it, field by field, before anything is sent. */
import {fieldKind} from './fieldKinds';
import {fieldKey, type FieldValues, type TryItField} from './types';

/** The problem with one field's value, or undefined when it is fine. */
export function fieldProblem(field: TryItField, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return field.required ? 'Required' : undefined;
  if (field.choices && !field.choices.includes(text)) return `One of ${field.choices.join(', ')}`;
  return fieldKind(field.input).problem(text);
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
