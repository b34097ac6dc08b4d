/** The API reference plugin's options: its versions, each with its packages, and what the options page documents. */
import { z } from 'zod';
import { OPTIONS_SLUG } from './route-paths.ts';

const packageSchema = z.strictObject({
  /** The short name used in paths and labels (core, react, ...). */
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes'),
  /** The package's npm name. */
  npmName: z.string(),
  /**
   * The installed module to document: the package's own name, or an npm alias in package.json
   * (`"xstate-api-next": "npm:xstate@6.0.0-alpha.52"`) for a second version of it. Absent: the
   * package has no release in this line, and `note` says so.
   */
  module: z.string().optional(),
  /** Why this release (or why none), shown on the version's page. */
  note: z.string(),
  /** The package's folder in the repository, for links to its source files at the release tag. */
  repositoryDirectory: z.string().optional(),
});

const versionSchema = z.strictObject({
  /** "current", "next". */
  name: z.string(),
  label: z.string(),
  /** The version's landing page, e.g. "/api" or "/api/next". */
  path: z.string().startsWith('/'),
  /** What the version is and how its releases were chosen. */
  description: z.string(),
  packages: z.array(packageSchema).min(1),
});

export const optionsSchema = z
  .strictObject({
    id: z.string().default('default'),
    versions: z.array(versionSchema).min(1),
    /** The repository holding the packages' sources (GitHub), for source links. */
    repositoryUrl: z.url(),
    /** The options page of each version: the configuration types of one package (by export name). */
    optionsPage: z.strictObject({
      package: z.string(),
      intro: z.string(),
      symbols: z.array(z.string()).min(1),
    }),
  })
  .superRefine((options, ctx) => {
    for (const version of options.versions) {
      const ids = version.packages.map((pkg) => pkg.id);
      for (const id of ids) {
        if (id === OPTIONS_SLUG)
          ctx.addIssue({ code: 'custom', message: `version ${version.name}: "${OPTIONS_SLUG}" is the options page's path, not a package id` });
        if (ids.indexOf(id) !== ids.lastIndexOf(id)) ctx.addIssue({ code: 'custom', message: `version ${version.name}: package id "${id}" appears twice` });
      }
    }
  });

export type ApiReferenceOptions = z.output<typeof optionsSchema>;
