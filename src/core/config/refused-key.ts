/**
 * Keys of Docusaurus's config that this generator does not honour are refused, never dropped in
 * silence: a refused key passes validation only when it is absent (or set to the one value that
 * means "off"), and its error names the key and says why.
 */
import { z } from 'zod';

/** A key that must be left out: any value is an error saying it is not supported, and why. */
export function refusedKey(reason: string) {
  return z
    .unknown()
    .optional()
    .refine((value) => value === undefined, { message: `not supported: ${reason}` });
}

/** A key accepted only with the listed values (the ones whose behaviour we match); others are refused. */
export function acceptedValuesOnly<T extends z.ZodType>(schema: T, accepts: (value: z.output<T>) => boolean, reason: string) {
  return schema.refine((value) => value === undefined || accepts(value), { message: `not supported: ${reason}` });
}

/** A key Docusaurus itself renamed or moved: refused with Docusaurus's own advice. */
export function movedKey(advice: string) {
  return z
    .unknown()
    .optional()
    .refine((value) => value === undefined, { message: advice });
}
