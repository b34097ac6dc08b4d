/**
 * XSLT stylesheets for the RSS and Atom feeds (`feedOptions.xslt`, as in Docusaurus 3.8+): a
 * browser opening a feed then shows a readable page instead of raw XML, while feed readers ignore
 * the stylesheet. Each stylesheet comes with a CSS file of the same name; both are written beside
 * the feed, and the feed names the stylesheet in an `<?xml-stylesheet?>` instruction.
 */
import { existsSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { basename, isAbsolute, join, parse, resolve } from 'node:path';
import { generatorDir, hashFile, SiteError } from '../../src/core/index.ts';
import type { FeedStylesheet } from './options.ts';

/** The files of one feed's stylesheet; the CSS is copied under the stylesheet's name, which the XSL links. */
export interface FeedStylesheetFiles {
  xsl: string;
  css: string;
}

/** The blog plugin's own stylesheets, one per feed type, sharing one CSS file. */
const BUILT_IN_FOLDER = join(generatorDir, 'plugins/blog/feed-style');
const BUILT_IN_CSS = join(BUILT_IN_FOLDER, 'feed.css');

/**
 * Where a feed's stylesheet lies: the built-in one, or a site's file relative to the blog folder
 * (or absolute). A missing file, or a stylesheet without its CSS file, is an error naming it.
 */
export function resolveFeedStylesheet(
  stylesheet: FeedStylesheet,
  feedType: 'rss' | 'atom',
  blogDir: string,
  configFile: string,
): FeedStylesheetFiles | undefined {
  if (stylesheet === null) return undefined;
  if (stylesheet === 'built-in') return { xsl: join(BUILT_IN_FOLDER, `${feedType}.xsl`), css: BUILT_IN_CSS };
  const xsl = isAbsolute(stylesheet.file) ? stylesheet.file : resolve(blogDir, stylesheet.file);
  if (!existsSync(xsl)) throw new SiteError(`feedOptions.xslt: the ${feedType} stylesheet ${xsl} does not exist`, configFile);
  const { dir, name } = parse(xsl);
  const css = join(dir, `${name}.css`);
  if (!existsSync(css))
    throw new SiteError(`feedOptions.xslt: the ${feedType} stylesheet ${xsl} needs a CSS file of the same name beside it (${css})`, configFile);
  return { xsl, css };
}

/** The stylesheets' contents, for the feeds' cache key. */
export async function hashFeedStylesheets(stylesheets: Array<FeedStylesheetFiles | undefined>): Promise<string[]> {
  const files = stylesheets.flatMap((files) => (files ? [files.xsl, files.css] : []));
  return Promise.all(files.map(async (file) => `${file}:${(await hashFile(file)) ?? ''}`));
}

/** Copies the stylesheet's two files into the feed's folder and names the stylesheet in the feed. */
export async function applyFeedStylesheet(feedXml: string, files: FeedStylesheetFiles, feedFolder: string): Promise<string> {
  const cssName = `${parse(files.xsl).name}.css`;
  await Promise.all([copyFile(files.xsl, join(feedFolder, basename(files.xsl))), copyFile(files.css, join(feedFolder, cssName))]);
  // The instruction follows the XML declaration (which must come first), or opens the file.
  const instruction = `<?xml-stylesheet type="text/xsl" href="${basename(files.xsl)}"?>`;
  const declaration = /^<\?xml [^?]*\?>/.exec(feedXml)?.[0];
  return declaration ? `${declaration}${instruction}${feedXml.slice(declaration.length)}` : `${instruction}${feedXml}`;
}
