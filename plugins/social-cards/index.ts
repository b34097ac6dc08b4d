/**
 * Social cards: a 1200x630 PNG for each page, made at build time (its title, its section, the
 * site's logo: card-svg.ts), named og:image / twitter:image in the page's head with
 * `twitter:card` summary_large_image. What wins, as the issue asks: a page's own `image` (front
 * matter), then `themeConfig.image` (a site that sets it has chosen one card for every page, so
 * none is made), then the generated card.
 *
 * Cards are named by a hash of what they show (title, section, site title, host, logo bytes,
 * font version, template version) and published through the generator's output cache, card by
 * card (OutputCache.reuseOrBuildEach): the work folder keeps only a record of them, a card the last
 * output has intact is linked from it, and only the others are drawn, so a warm build draws none.
 * The cards no earlier build made are drawn while the pages prerender and written into the output
 * in postBuild. Only a build makes cards (the dev server shows none). Off unless a site lists the plugin.
 */
import { availableParallelism } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { definePlugin, hashText, mapLimited, OutputCache, validatePluginOptions } from '../../src/core/index.ts';
import { cardFonts, cardFontsVersion } from './card-fonts.ts';
import { loadCardFrame } from './card-frame.ts';
import { CardPainter } from './card-painter.ts';
import { CARD_TEMPLATE_VERSION } from './card-svg.ts';
import { cardTextsByRoute, type CardText } from './card-texts.ts';
import { socialCardsOptionsSchema } from './options.ts';

export const SOCIAL_CARDS_PLUGIN_NAME = 'social-cards';

/** Cards drawn at once: the drawing itself runs in the thread pool. */
const DRAWING = availableParallelism() + 1;

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(SOCIAL_CARDS_PLUGIN_NAME, socialCardsOptionsSchema, rawOptions, context.siteConfigPath);
  const cache = new OutputCache<never>(join(context.cacheDir, 'social-cards', options.id), context.report);
  let texts = new Map<string, CardText | null>();
  /** Each card this build uses, by its path in the output. */
  let used = new Map<string, CardText>();
  /** Draws a card (the painter made once, when a card is first drawn). */
  let paint: (text: CardText) => Promise<Buffer> = () => Promise.reject(new Error('no card frame loaded'));
  /** The cards no earlier build recorded, drawn while the pages render, by path. */
  let drawnAhead: Promise<Map<string, Buffer>> = Promise.resolve(new Map());
  /** How long making the cards took (those drawn ahead, beside the pages' rendering, and the rest). */
  let madeMs = 0;

  /** Runs `work`, adding its time to madeMs. */
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      madeMs += performance.now() - started;
    }
  };

  return {
    name: SOCIAL_CARDS_PLUGIN_NAME,
    allContentLoaded({ allContent, routes }) {
      const { baseUrl, title, tagline } = context.siteConfig;
      texts = cardTextsByRoute(allContent, routes, { baseUrl, title, tagline });
    },
    async pageImages() {
      if (context.siteConfig.themeConfig.image) return {};
      const frame = await loadCardFrame(context, options.logo);
      const shared = [CARD_TEMPLATE_VERSION, cardFontsVersion(), ...frame.identity];
      const images: Record<string, string> = {};
      used = new Map();
      for (const [permalink, text] of texts) {
        if (!text) continue;
        const file = `${options.outputPath}/${hashText(...shared, text.title, text.section).slice(0, 20)}.png`;
        used.set(file, text);
        images[permalink] = `/${file}`;
      }
      let painter: Promise<CardPainter> | undefined;
      paint = async (text) => {
        painter ??= (async () => CardPainter.create(await cardFonts(), await frame.draw()))();
        return (await painter).paint(text);
      };
      // Started now and written out in postBuild: the cards are drawn while the pages render.
      const ahead = await cache.unrecorded([...used.keys()]);
      madeMs = 0;
      drawnAhead = timed(() => mapLimited(ahead, DRAWING, (file) => paint(used.get(file)!))).then((pngs) => new Map(ahead.map((file, i) => [file, pngs[i]])));
      // Awaited later: a failure until then must not count as unhandled.
      drawnAhead.catch(() => {});
      return images;
    },
    async postBuild({ outDir }) {
      const drawn = await drawnAhead;
      const { reused, made } = await cache.reuseOrBuildEach([...used.keys()], outDir, async (folder, missing) => {
        const folders = new Set(missing.map((file) => dirname(join(folder, file))));
        await Promise.all([...folders].map((dir) => mkdir(dir, { recursive: true })));
        // Those drawn ahead, and any the last output had damaged, drawn now.
        await timed(() => mapLimited(missing, DRAWING, async (file) => writeFile(join(folder, file), drawn.get(file) ?? (await paint(used.get(file)!)))));
      });
      context.report.note(`social cards: ${made.length} made${made.length > 0 ? ` in ${(madeMs / 1000).toFixed(1)} s` : ''}, ${reused.length} reused`);
    },
  };
});
