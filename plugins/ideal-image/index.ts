/**
 * `@docusaurus/plugin-ideal-image`, as a thin pass-through: it provides `@theme/IdealImage`, which
 * renders the image it is given (`img={require('./a.png')}` or a URL) as a lazily loaded <img>.
 * Images are served as they are: Docusaurus's resizing options (sizes, quality, ...) have no
 * effect here, and the build says so once instead of dropping them in silence.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { definePlugin, validatePluginOptions } from '../../src/core/index.ts';

export const IDEAL_IMAGE_NAME = 'docusaurus-plugin-ideal-image';

/** Docusaurus's image-processing options: accepted, reported as without effect. */
const PROCESSING_OPTIONS = ['name', 'sizes', 'size', 'min', 'max', 'steps', 'quality', 'disableInDev'] as const;

const optionsSchema = z.strictObject({
  id: z.string().default('default'),
  name: z.string().optional(),
  sizes: z.array(z.number()).optional(),
  size: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  steps: z.number().optional(),
  quality: z.number().optional(),
  disableInDev: z.boolean().optional(),
});

export default definePlugin((context, rawOptions) => {
  const options = validatePluginOptions(IDEAL_IMAGE_NAME, optionsSchema, rawOptions, context.siteConfigPath);
  const ignored = PROCESSING_OPTIONS.filter((key) => options[key] !== undefined);
  if (ignored.length) context.report.warn(`ideal-image: ${ignored.join(', ')} have no effect: images are served as they are, without resizing`);
  return {
    name: IDEAL_IMAGE_NAME,
    getThemePath: () => join(context.generatorDir, 'plugins/ideal-image/theme'),
  };
});
