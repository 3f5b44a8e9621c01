/**
 * The overlay's strings, under the translation ids of
 * @docusaurus/theme-search-algolia (so i18n/<locale>/code.json translates
 * them as it would the theme's). The defaults are the site's own English wording. They load
 * with the overlay's code; the button's text, on every page, is in `buttonText.ts`.
 */
import {translate} from '@docusaurus/Translate';
import type {ModalTranslations} from '@docsearch/react';
import {pluralMessage} from '@site/src/lib/pluralMessage';

/** The overlay's link to the results page, under its hits: "See 1 result", not "See all 1 results". */
export function seeAllResults(count: number, locale: string): string {
  return pluralMessage(
    count,
    translate(
      {
        id: 'theme.SearchBar.seeAll.plurals',
        message: 'See {count} result|See all {count} results',
        description:
          'The link from the search overlay to the search results page (plural forms, separated by "|")',
      },
      {count},
    ),
    locale,
  );
}

export const placeholder = translate({
  id: 'theme.SearchModal.placeholder',
  message: 'Search documentation...',
  description: 'The placeholder of the input of the search overlay',
});

export const modalTranslations: ModalTranslations = {
  searchBox: {
    resetButtonTitle: translate({
      id: 'theme.SearchModal.searchBox.resetButtonTitle',
      message: 'Clear the query',
    }),
    resetButtonAriaLabel: translate({
      id: 'theme.SearchModal.searchBox.resetButtonTitle',
      message: 'Clear the query',
    }),
    cancelButtonText: translate({
      id: 'theme.SearchModal.searchBox.cancelButtonText',
      message: 'Cancel',
    }),
    cancelButtonAriaLabel: translate({
      id: 'theme.SearchModal.searchBox.cancelButtonText',
      message: 'Cancel',
    }),
    searchInputLabel: translate({
      id: 'theme.SearchModal.searchBox.searchInputLabel',
      message: 'Search',
    }),
  },
  startScreen: {
    recentSearchesTitle: translate({
      id: 'theme.SearchModal.startScreen.recentSearchesTitle',
      message: 'Recent',
    }),
    noRecentSearchesText: translate({
      id: 'theme.SearchModal.startScreen.noRecentSearchesText',
      message: 'No recent searches',
    }),
    saveRecentSearchButtonTitle: translate({
      id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
      message: 'Save this search',
    }),
    removeRecentSearchButtonTitle: translate({
      id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
      message: 'Remove this search from history',
    }),
    favoriteSearchesTitle: translate({
      id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
      message: 'Favorite',
    }),
    removeFavoriteSearchButtonTitle: translate({
      id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
      message: 'Remove this search from favorites',
    }),
  },
  errorScreen: {
    titleText: translate({
      id: 'theme.SearchModal.errorScreen.titleText',
      message: 'Unable to fetch results',
    }),
    helpText: translate({
      id: 'theme.SearchModal.errorScreen.helpText',
      message: 'You might want to check your network connection',
    }),
  },
  footer: {
    selectText: translate({id: 'theme.SearchModal.footer.selectText', message: 'to select'}),
    selectKeyAriaLabel: translate({
      id: 'theme.SearchModal.footer.selectKeyAriaLabel',
      message: 'Enter key',
    }),
    navigateText: translate({id: 'theme.SearchModal.footer.navigateText', message: 'to navigate'}),
    navigateUpKeyAriaLabel: translate({
      id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel',
      message: 'Arrow up',
    }),
    navigateDownKeyAriaLabel: translate({
      id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel',
      message: 'Arrow down',
    }),
    closeText: translate({id: 'theme.SearchModal.footer.closeText', message: 'to close'}),
    closeKeyAriaLabel: translate({
      id: 'theme.SearchModal.footer.closeKeyAriaLabel',
      message: 'Escape key',
    }),
    searchByText: translate({id: 'theme.SearchModal.footer.searchByText', message: 'Search by'}),
  },
  noResultsScreen: {
    noResultsText: translate({
      id: 'theme.SearchModal.noResultsScreen.noResultsText',
      message: 'No results for',
    }),
    suggestedQueryText: translate({
      id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
      message: 'Try searching for',
    }),
    reportMissingResultsText: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
      message: 'Believe this query should return results?',
    }),
    reportMissingResultsLinkText: translate({
      id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
      message: 'Let us know.',
    }),
  },
};
