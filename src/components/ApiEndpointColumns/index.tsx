/**
 * The two-column layout of an endpoint page. From 1200 px wide, the prose and
 * parameter tables stay on the left and the examples (request and response)
 * sit on the right, sticky while the reader scrolls the parameters; below
 * that width the parts stack in document order. The DOM order is the reading
 * order either way: the examples come after the parameters they illustrate.
 *
 *   <ApiEndpointColumns>
 *     <ApiEndpointProse>authentication, parameters</ApiEndpointProse>
 *     <ApiEndpointExamples>example request, example response</ApiEndpointExamples>
 *     <ApiEndpointProse>errors, related calls</ApiEndpointProse>
 *   </ApiEndpointColumns>
 */
import React, {type ReactNode} from 'react';
import {useOverflows} from '@site/src/hooks/useOverflows';
import styles from './styles.module.css';

export default function ApiEndpointColumns({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.columns}>{children}</div>;
}

export function ApiEndpointProse({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.prose}>{children}</div>;
}

/**
 * The examples column. On wide screens it is no taller than the window and
 * scrolls inside; a scroll box must then be reachable from the keyboard
 * (WCAG 2.1.1), so it joins the Tab order, named, only while it scrolls.
 */
export function ApiEndpointExamples({children}: {children: ReactNode}): ReactNode {
  const [ref, scrolls] = useOverflows<HTMLDivElement>('y');
  return (
    <div
      ref={ref}
      className={styles.examples}
      data-testid="api-examples"
      {...(scrolls ? {tabIndex: 0, role: 'region', 'aria-label': 'Examples'} : {})}>
      {children}
    </div>
  );
}
