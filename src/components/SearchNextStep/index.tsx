/**
 * The next step under "No results for …", in the overlay and on /search: the part of the
 * site the query's words name, or the places to browse (src/lib/search/nextStep.ts).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {BROWSE_LINKS, nextStepFor} from '@site/src/lib/search/nextStep';
import styles from './styles.module.css';

export interface SearchNextStepProps {
  readonly query: string;
  /** Called when a link is followed (the overlay closes). */
  readonly onNavigate?: () => void;
}

export default function SearchNextStep({query, onNavigate}: SearchNextStepProps): ReactNode {
  const step = nextStepFor(query);
  return (
    <p className={styles.nextStep} data-search-next-step="">
      {step.kind === 'section' ? (
        <>
          {translate({id: 'theme.SearchNextStep.sectionText', message: 'Look in'})}{' '}
          <Link to={step.path} onClick={onNavigate}>
            {step.category}
          </Link>
          .
        </>
      ) : (
        <>
          {translate({id: 'theme.SearchNextStep.browseText', message: 'Browse'})}{' '}
          {BROWSE_LINKS.map((link, index) => (
            <React.Fragment key={link.path}>
              {index > 0 && (index === BROWSE_LINKS.length - 1 ? ' or ' : ', ')}
              <Link to={link.path} onClick={onNavigate}>
                {link.label}
              </Link>
            </React.Fragment>
          ))}
          .
        </>
      )}
    </p>
  );
}
