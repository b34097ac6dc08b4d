/**
 * The announcement bar's HTML split into its message and a closing call to action: when the
 * content ends with one link ("... <a href>Join the Discord</a>"), a narrow screen can shorten the
 * message to two lines and still show the whole link beside it (shell.css). Any other content is
 * kept whole, so a link in the middle of it is never cut off.
 */
export interface AnnouncementContent {
  /** The HTML before the closing link (all of it when there is none). */
  message: string;
  /** The closing link's HTML, if the content ends with a link and has text before it. */
  action?: string;
}

/** A final `<a ...>...</a>` (no link inside it), then only white space. */
const CLOSING_LINK = /<a\b[^>]*>(?:(?!<\/?a\b)[\s\S])*<\/a>\s*$/i;

export function splitAnnouncementContent(html: string): AnnouncementContent {
  const match = CLOSING_LINK.exec(html);
  const message = match ? html.slice(0, match.index).trimEnd() : html;
  // Only text before it makes a message worth shortening (a bar that is only a link stays whole),
  // and only a link of its own: not the end of one left open before it.
  const openLinks = (message.match(/<a\b/gi)?.length ?? 0) - (message.match(/<\/a>/gi)?.length ?? 0);
  if (!match || openLinks !== 0 || message.replace(/<[^>]*>/g, '').trim() === '') return { message: html };
  return { message, action: match[0].trim() };
}
