/** `@docusaurus/isInternalUrl` (Docusaurus: a URL with no scheme and not protocol-relative is internal; "#x" is internal). */
export function hasProtocol(url: string): boolean {
  return /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
