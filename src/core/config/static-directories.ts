/**
 * The site's static folders (`staticDirectories`, Docusaurus's `['static']` by default): each is
 * copied to the output root and served by the dev server, and a root-relative `/x` link, image or
 * CSS `url()` names a file in one of them. Where two folders hold the same path, the first listed
 * wins, as in Docusaurus (its copy plugin keeps the first file written; its dev server serves the
 * first folder holding the path).
 */
import { resolve } from 'node:path';

/** The absolute paths of the site's static folders, in the config's order (a folder may lie outside the site). */
export function staticDirectoriesOf(config: { staticDirectories?: readonly string[] }, siteDir: string): string[] {
  return (config.staticDirectories ?? ['static']).map((dir) => resolve(siteDir, dir));
}
