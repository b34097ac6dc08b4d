/**
 * Text as the `feed` package needs it to write well-formed XML, for any post title, description,
 * author name or tag.
 *
 * The package (6.0.0, through xml-js) writes an Atom category's label as an attribute escaping
 * only `&` and `"`, so a tag `Array<T>` made the whole Atom feed malformed; it splits only the
 * first `]]>` of a CDATA section; it reads `&amp;` in element text as `&`; and it passes control
 * characters, which XML 1.0 forbids. So the XML feeds get text in which `<` and `&` of names and
 * the `>` of `]]>` in CDATA are private placeholders (control characters, which no text can hold
 * once those are stripped), and `restoreXmlPlaceholders` turns them into their escapes in the
 * written XML. The JSON feed gets the text with only the forbidden characters stripped.
 */

/** Characters XML 1.0 does not allow: C0 controls but tab, newline and CR; U+FFFE, U+FFFF; lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to remove.
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const LESS_THAN = '\u0001';
const AMPERSAND = '\u0002';
const CDATA_GREATER_THAN = '\u0003';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the placeholders are control characters on purpose.
const PLACEHOLDERS = /[\u0001-\u0003]/g;
const ESCAPES: Record<string, string> = { [LESS_THAN]: '&lt;', [AMPERSAND]: '&amp;', [CDATA_GREATER_THAN]: ']]><![CDATA[>' };

/** How one feed format wants its text: names (element text or attributes) and HTML (CDATA sections). */
export interface FeedText {
  name(text: string): string;
  html(text: string): string;
}

/** Drops the characters XML 1.0 does not allow. */
export function stripNonXmlCharacters(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, '');
}

/** For the JSON feed: text as it is, less characters no feed may carry. */
export const JSON_FEED_TEXT: FeedText = { name: stripNonXmlCharacters, html: stripNonXmlCharacters };

/** For the RSS and Atom feeds: placeholders that `restoreXmlPlaceholders` turns into escapes. */
export const XML_FEED_TEXT: FeedText = {
  name: (text) => stripNonXmlCharacters(text).replaceAll('&', AMPERSAND).replaceAll('<', LESS_THAN),
  // `]]>` ends a CDATA section: `]]` stays in it and `>` opens the next one.
  html: (text) => stripNonXmlCharacters(text).replaceAll(']]>', `]]${CDATA_GREATER_THAN}`),
};

/** The written RSS or Atom XML with the placeholders of XML_FEED_TEXT turned into escapes. */
export function restoreXmlPlaceholders(xml: string): string {
  return xml.replace(PLACEHOLDERS, (placeholder) => ESCAPES[placeholder]);
}
