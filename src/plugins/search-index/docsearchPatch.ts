/**
 * Fixes to DocSearch 3.9's modal that no prop reaches: the modal creates
 * its autocomplete instance with fixed options, and that instance owns the
 * search status. The plugin writes a patched copy of `@docsearch/react` into
 * the generated files and points the bundler at it.
 *
 * - `ime`: turn on autocomplete's `ignoreCompositionEvents`, so nothing is
 *   searched while an IME composition is in progress (autocomplete then
 *   searches once, on `compositionend`).
 * - `error-status`: after a failed request the modal sets its status to
 *   'error', and autocomplete's `finally` set it back to 'idle' right after, so
 *   the error screen never showed. Keep 'error' until the next input; and end
 *   the promise chain there for network failures (`RetryError`), which the error
 *   screen now reports, instead of leaving an unhandled rejection.
 *
 * - `history-once`: the modal read its recent and favorite searches from
 *   localStorage on every render (a `useRef` whose argument is evaluated each
 *   time: a storage probe `setItem`/`removeItem`, a `getItem` and a JSON parse,
 *   twice), and it renders on every keystroke. Read them once, when the modal
 *   opens (a lazy `useState`: one hook for one hook, so the hook order holds).
 *
 * - `selection-once`: the modal read the page's selected text (its initial
 *   query) on every render the same way, and reading a selection lays out the
 *   page: a forced layout on each of the several renders of every keystroke,
 *   4 ms a query in the overlay's latency bench. Read it once, when the modal
 *   opens.
 *
 * - `no-results-step`: the "No results for …" screen ends with the results footer component
 *   too (given the same state), so the overlay can offer a next step there (SearchNextStep).
 *
 * Each patch must match exactly once; a DocSearch upgrade that changes the code
 * fails the build with the patch's name instead of shipping without the fix.
 */

export interface SourcePatch {
  readonly name: string;
  readonly find: string;
  readonly replace: string;
}

/** The version the patches were written against (package.json pins it). */
export const PATCHED_DOCSEARCH_VERSION = '3.9.0';

const SELECTION = '"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""';

const FAVORITES = 'xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})';
const RECENTS =
  'xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})';

export const DOCSEARCH_PATCHES: readonly SourcePatch[] = [
  {
    name: 'ime',
    find: 'zt({id:"docsearch",defaultActiveItemId:0,',
    replace: 'zt({id:"docsearch",ignoreCompositionEvents:!0,defaultActiveItemId:0,',
  },
  {
    name: 'error-status',
    find: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    replace:
      '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))' +
      '.catch((function(e){if(!e||"RetryError"!==e.name)throw e}))',
  },
  {
    name: 'no-results-step',
    find: 'rel:"noopener noreferrer"},m)))}',
    replace:
      'rel:"noopener noreferrer"},m)),o.resultsFooterComponent&&e.createElement(o.resultsFooterComponent,{state:o.state}))}',
  },
  {
    name: 'history-once',
    find: `G=e.useRef(${FAVORITES}).current,Y=e.useRef(${RECENTS}).current`,
    replace:
      `G=e.useState((function(){return ${FAVORITES}}))[0],` +
      `Y=e.useState((function(){return ${RECENTS}}))[0]`,
  },
  {
    name: 'selection-once',
    find: `Q=e.useRef(${SELECTION}).current`,
    replace: `Q=e.useState((function(){return ${SELECTION}}))[0]`,
  },
];

function occurrences(source: string, needle: string): number {
  let count = 0;
  for (
    let index = source.indexOf(needle);
    index !== -1;
    index = source.indexOf(needle, index + needle.length)
  )
    count++;
  return count;
}

/** Applies every patch; throws naming the patch that does not match exactly once. */
export function patchDocSearch(
  source: string,
  version: string,
  patches: readonly SourcePatch[] = DOCSEARCH_PATCHES,
): string {
  return patches.reduce((patched, patch) => {
    const count = occurrences(patched, patch.find);
    if (count !== 1) {
      throw new Error(
        `search-index: the DocSearch patch "${patch.name}" matched ${count} times in @docsearch/react ${version} ` +
          `(written for ${PATCHED_DOCSEARCH_VERSION}). Check the fix against the new version and update src/plugins/search-index/docsearchPatch.ts.`,
      );
    }
    return patched.replace(patch.find, () => patch.replace);
  }, source);
}
