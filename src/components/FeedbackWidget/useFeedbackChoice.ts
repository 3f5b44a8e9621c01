/**
 * A page's feedback choice, kept in a cookie named after the page. When
 * cookies are disabled or throw, the choice is still kept for the session
 * (in memory), so the widget keeps working.
 */
import {useCallback, useEffect, useState} from 'react';
import {
  feedbackCookie,
  feedbackCookieName,
  isFeedbackChoice,
  readCookie,
  type FeedbackChoice,
} from '@site/src/lib/feedbackCookie';

const sessionChoices = new Map<string, FeedbackChoice>();

function readStored(name: string): FeedbackChoice | undefined {
  try {
    const value = readCookie(document.cookie, name);
    if (isFeedbackChoice(value)) return value;
  } catch {
    // Cookies unavailable: fall back to this session's memory.
  }
  return sessionChoices.get(name);
}

function store(name: string, choice: FeedbackChoice): void {
  sessionChoices.set(name, choice);
  try {
    document.cookie = feedbackCookie(name, choice, window.location.protocol === 'https:');
  } catch {
    // Cookies unavailable: the session memory above keeps the choice.
  }
}

export function useFeedbackChoice(
  path: string,
): [FeedbackChoice | undefined, (choice: FeedbackChoice) => void] {
  const name = feedbackCookieName(path, {development: process.env.NODE_ENV === 'development'});
  const [choice, setChoice] = useState<FeedbackChoice | undefined>(undefined);
  // Read after hydration: the server cannot know the reader's cookie.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a second render after hydration is the point: the first must match the server's
  useEffect(() => setChoice(readStored(name)), [name]);
  const choose = useCallback(
    (next: FeedbackChoice) => {
      store(name, next);
      setChoice(next);
    },
    [name],
  );
  return [choice, choose];
}
