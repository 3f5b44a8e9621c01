/** Renders the model's one-line texts: `code` in backticks becomes <code>, the rest stays text. */
import React, {type ReactNode} from 'react';

/** Splits a text into plain and code parts; an unmatched backtick stays literal. */
export function inlineParts(text: string): {code: boolean; text: string}[] {
  const parts: {code: boolean; text: string}[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({code: false, text: text.slice(last, index)});
    parts.push({code: true, text: match[1] ?? ''});
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({code: false, text: text.slice(last)});
  return parts;
}

export default function Inline({text}: {text: string}): ReactNode {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        part.code ? (
          <code key={index}>{part.text}</code>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}
