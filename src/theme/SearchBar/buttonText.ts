/**
 * The search button's text, under the translation id of @docusaurus/theme-search-algolia. It is
 * apart from the overlay's strings (`translations.ts`): every page renders the button, and a
 * module's `translate` calls all run when it is imported, so the overlay's strings would load
 * with every page.
 */
import {translate} from '@docusaurus/Translate';

export const buttonText = translate({
  id: 'theme.SearchBar.label',
  message: 'Search documentation...',
  description: 'The placeholder shown in the search button, which is also its accessible name',
});
