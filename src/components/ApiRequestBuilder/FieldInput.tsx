/** One parameter of the request builder: its label (name, type, required), input and problem. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {fieldKind} from '@site/src/lib/apiExplorer/fieldKinds';
import type {TryItField} from '@site/src/lib/apiExplorer/types';
import styles from './styles.module.css';

export interface FieldInputProps {
  readonly id: string;
  readonly field: TryItField;
  readonly value: string;
  readonly problem?: string;
  readonly onChange: (value: string) => void;
}

export default function FieldInput({
  id,
  field,
  value,
  problem,
  onChange,
}: FieldInputProps): ReactNode {
  const problemId = `${id}-problem`;
  const common = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    'aria-required': field.required || undefined,
    className: clsx(styles.input, problem && styles.invalid),
  };
  const kind = fieldKind(field.input);
  const options = kind.options ?? field.choices;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{field.name}</code> <span className={styles.type}>{field.type}</span>
        {field.required && <span className={styles.required}>required</span>}
      </label>
      {options ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.required ? 'Choose…' : '(not sent)'}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : kind.lines === 'several' ? (
        <textarea
          {...common}
          rows={Math.min(8, Math.max(2, value.split('\n').length))}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={kind.inputMode}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {problem && (
        <span id={problemId} className={styles.problem}>
          {problem}
        </span>
      )}
    </div>
  );
}
