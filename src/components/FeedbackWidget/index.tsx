/** "Was this page helpful?": two real buttons with a pressed state; the choice is kept per page and can be changed. */
import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import type {FeedbackChoice} from '@site/src/lib/feedbackCookie';
import {trackEvent} from '@site/src/lib/analytics';
import {useFeedbackChoice} from './useFeedbackChoice';
import styles from './styles.module.css';

const OPTIONS: readonly {value: FeedbackChoice; label: string; icon: string}[] = [
  {value: 'very-helpful', label: 'Very helpful', icon: '👍'},
  {value: 'not-helpful', label: 'Not helpful', icon: '👎'},
];

export interface FeedbackWidgetProps {
  /** The page the feedback is about (its pathname). */
  readonly path: string;
}

export default function FeedbackWidget({path}: FeedbackWidgetProps): ReactNode {
  const labelId = useId();
  const [choice, choose] = useFeedbackChoice(path);
  const onChoose = (value: FeedbackChoice): void => {
    choose(value);
    trackEvent('Feedback', {path, choice: value});
  };
  return (
    <div className={styles.widget} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.question}>
        Was this page helpful?
      </span>
      <div className={styles.buttons}>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={clsx(styles.button, choice === option.value && styles.pressed)}
            aria-pressed={choice === option.value}
            onClick={() => onChoose(option.value)}>
            <span aria-hidden="true">{option.icon}</span> {option.label}
          </button>
        ))}
      </div>
      <span className={styles.status} role="status">
        {choice ? 'Thanks for your feedback.' : ''}
      </span>
    </div>
  );
}
