/** Reads the links and element ids of a rendered page, for the broken-link check and later steps. */
import { Parser } from 'htmlparser2';

export interface PageLinks {
  /** Every href of an <a> element, as written. */
  links: string[];
  /** Every id attribute in the page. */
  ids: string[];
}

export function extractPageLinks(html: string): PageLinks {
  const links: string[] = [];
  const ids: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.push(attributes.id);
      if (name === 'a' && attributes.href !== undefined) links.push(attributes.href);
    },
  });
  parser.write(html);
  parser.end();
  return { links, ids };
}
