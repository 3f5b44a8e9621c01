/**
 * The form of a plural message that a count takes: `messages` holds the locale's forms separated
 * by "|", in the order of Docusaurus' `usePluralForm` (zero, one, two, few, many, other, those the
 * locale has), so a translation written for the theme's plural messages reads the same here. The
 * hook itself would add 0.5 KB gzip to the search page's first load.
 */
const FORM_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function pluralMessage(count: number, messages: string, locale: string): string {
  const forms = messages.split('|');
  const rules = new Intl.PluralRules(locale);
  const categories = rules.resolvedOptions().pluralCategories;
  const order = FORM_ORDER.filter((form) => categories.includes(form));
  // Fewer forms than the locale has: the last one (other) stands for the rest.
  const index = Math.min(order.indexOf(rules.select(count)), forms.length - 1);
  return forms[index] ?? messages;
}
