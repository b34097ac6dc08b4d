/**
 * Docusaurus's plural messages ("One post|{count} posts"): the forms, separated by "|", follow the
 * page's locale's plural categories in CLDR's order (zero, one, two, few, many, other, those the
 * language has); a message with fewer forms than categories takes its last form for the others.
 */

const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The page's locale (one per page, set as the app renders: App.tsx). */
let pageLocale = 'en';
const rulesOf = new Map<string, { rules: Intl.PluralRules; categories: Intl.LDMLPluralRule[] }>();

export function setPluralLocale(locale: string): void {
  pageLocale = locale;
}

export function selectPluralMessage(count: number, messages: string, locale = pageLocale): string {
  const forms = messages.split('|');
  if (forms.length === 1) return forms[0];
  let entry = rulesOf.get(locale);
  if (!entry) {
    const rules = new Intl.PluralRules(locale);
    const present = rules.resolvedOptions().pluralCategories;
    entry = { rules, categories: CATEGORY_ORDER.filter((category) => present.includes(category)) };
    rulesOf.set(locale, entry);
  }
  return forms[Math.min(entry.categories.indexOf(entry.rules.select(count)), forms.length - 1)];
}
