/**
 * Blog authors' `socials` (authors map and front matter), as Docusaurus 3 takes them: a handle of a
 * known platform becomes its profile URL (`github: ada` -> https://github.com/ada), an absolute URL
 * (or `mailto:`) is kept, anything else with a slash is an error; any other key is a platform of
 * the site's own, linked as given. Each link carries its label and icon for the theme, which renders
 * them as Docusaurus does: an icon link per platform, labelled with the platform's name.
 */
import { z } from 'zod';

/** One social link, ready to render. */
export interface AuthorSocial {
  /** The platform key, lower case for known platforms (`github`), as written for others. */
  platform: string;
  url: string;
  /** The platform's name ("Stack Overflow"), the link's accessible name; the key for others. */
  label: string;
  /** The icon: an SVG path in a 24×24 box, filled (brand marks) or stroked (outline glyphs). */
  icon: { path: string; style: 'fill' | 'stroke' };
}

/** YAML reads a Stack Overflow user id (`82609`) as a number. */
export const authorSocialsSchema = z.record(z.string(), z.union([z.string(), z.number()]).transform(String));

interface Platform {
  label: string;
  /** The profile URL of a handle. */
  url: (handle: string) => string;
  /** The brand mark's export in `simple-icons`; none: an outline glyph of this module. */
  brand?: string;
}

/** Docusaurus's known platforms, their labels and handle-to-URL rules. */
const PLATFORMS: Record<string, Platform> = {
  x: { label: 'X', url: (h) => `https://x.com/${h}`, brand: 'siX' },
  // Twitter's own bird mark is no longer published; its successor's mark stands for it.
  twitter: { label: 'Twitter', url: (h) => `https://twitter.com/${h}`, brand: 'siX' },
  github: { label: 'GitHub', url: (h) => `https://github.com/${h}`, brand: 'siGithub' },
  linkedin: { label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/` },
  stackoverflow: { label: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}`, brand: 'siStackoverflow' },
  bluesky: { label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}`, brand: 'siBluesky' },
  instagram: { label: 'Instagram', url: (h) => `https://www.instagram.com/${h}`, brand: 'siInstagram' },
  threads: { label: 'Threads', url: (h) => `https://www.threads.net/@${h}`, brand: 'siThreads' },
  mastodon: { label: 'Mastodon', url: (h) => `https://mastodon.social/@${h}`, brand: 'siMastodon' },
  twitch: { label: 'Twitch', url: (h) => `https://twitch.tv/${h}`, brand: 'siTwitch' },
  youtube: { label: 'YouTube', url: (h) => `https://youtube.com/@${h}`, brand: 'siYoutube' },
  email: { label: 'Email', url: (address) => `mailto:${address}` },
};

/** Outline glyphs (drawn for this theme) where no brand mark is used. */
const GLYPHS = {
  // "in" in a rounded square.
  linkedin: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4',
  // An envelope.
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  // Two chain links: any other platform.
  other: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
};

const isAbsoluteLink = (value: string) => /^(https?:\/\/|mailto:)/.test(value);

type BrandIcons = Record<string, { path: string }>;
let brandIcons: Promise<BrandIcons> | undefined;
/** The brand marks, loaded on first use (a large module that a blog without socials never needs). */
function loadBrandIcons(): Promise<BrandIcons> {
  brandIcons ??= import('simple-icons') as unknown as Promise<BrandIcons>;
  return brandIcons;
}

/**
 * An author's socials as links, in the order written. Throws an Error naming the platform and value
 * when a value is neither a handle nor an absolute URL (the caller adds the file).
 */
export async function normalizeAuthorSocials(socials: Record<string, string>): Promise<AuthorSocial[]> {
  const entries = Object.entries(socials);
  if (entries.length === 0) return [];
  const brands = await loadBrandIcons();
  return entries.map(([key, value]) => {
    const known = PLATFORMS[key.toLowerCase()];
    if (!isAbsoluteLink(value) && value.includes('/'))
      throw new Error(`author socials take a handle (user name, user id) or an absolute http(s) URL; "${key}" has "${value}"`);
    const platform = known ? key.toLowerCase() : key;
    const url = isAbsoluteLink(value) || !known ? value : known.url(value);
    const brandPath = known?.brand ? brands[known.brand]?.path : undefined;
    const glyph = GLYPHS[platform as keyof typeof GLYPHS] ?? GLYPHS.other;
    return {
      platform,
      url,
      label: known?.label ?? key,
      icon: brandPath ? { path: brandPath, style: 'fill' } : { path: glyph, style: 'stroke' },
    };
  });
}
