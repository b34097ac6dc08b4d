/** The social-cards plugin's options, checked with zod (an unknown key is an error naming it). */
import { z } from 'zod';

export const socialCardsOptionsSchema = z.strictObject({
  id: z.string().default('default'),
  /** The logo on each card: a file in the static folder as a site path ("/img/logo.svg", SVG, PNG or JPEG); default the navbar's logo. */
  logo: z.string().optional(),
  /** Where the cards go in the output, under the base URL. */
  outputPath: z
    .string()
    .regex(/^[\w-]+(\/[\w-]+)*$/, 'a folder path such as "img/cards"')
    .default('img/cards'),
});

export type SocialCardsOptions = z.output<typeof socialCardsOptionsSchema>;
