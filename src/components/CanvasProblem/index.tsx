/** A render problem in words a reader can act on: where, what the engine said, and a likely fix. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {RenderProblem} from '@site/src/canvas/worker/protocol';
import styles from './styles.module.css';

export default function CanvasProblem({problem}: {readonly problem: RenderProblem}): ReactNode {
  const {suggestion} = problem;
  return (
    <div className={styles.problem} data-problem={problem.kind}>
      <p className={styles.message}>{problem.message}</p>
      {problem.engineMessage && problem.kind !== 'syntax' && problem.kind !== 'render' && (
        <p className={styles.engine}>
          Engine message: <code>{problem.engineMessage}</code>
        </p>
      )}
      {suggestion && (
        <p className={styles.engine}>
          See the{' '}
          <Link to={suggestion.path}>
            <code>{suggestion.name}</code> {suggestion.kind} reference
          </Link>
          .
        </p>
      )}
    </div>
  );
}
