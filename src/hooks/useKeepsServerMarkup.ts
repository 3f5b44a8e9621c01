/**
 * True for an element whose first render is the hydration of the page the reader opened: its
 * children are then in the document already, as the server rendered them, and may be kept. Decided
 * once, at the first render, by the rule code blocks use for their lines (lib/codeLinesSource): the
 * same element stays kept after hydration, and an element first rendered after a client-side
 * navigation (when the document has no markup for it) never is.
 */
import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {codeLinesSource} from '@site/src/lib/codeLinesSource';

export default function useKeepsServerMarkup(): boolean {
  const hydrated = useIsBrowser();
  const [keeps] = useState(
    () => codeLinesSource({canUseDOM: ExecutionEnvironment.canUseDOM, hydrated}) === 'kept',
  );
  return keeps;
}
