/**
 * The highlighter as the browser loads it: on demand, in a chunk of its own. The server render
 * uses `index.tsx` directly instead (plugins/prism-loading swaps this module out of the server
 * bundle), so that it needs no Suspense round trip and writes the highlighted lines in place.
 */
import {lazy} from 'react';

export default lazy(() => import(/* webpackChunkName: "highlighter" */ '.'));
