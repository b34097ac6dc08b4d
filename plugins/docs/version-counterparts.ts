/**
 * Which doc of another version is "the same page" (for the version dropdown and the version
 * banner): the doc with the same id, unless a doc's front matter `version_counterparts` names it
 * ({ "4": "xstate/transitions-and-choices/guards" }: version name -> doc id in that version). A
 * declaration holds both ways: the named doc leads back to the doc that named it, unless it
 * declares a counterpart of its own.
 */
import { SiteError } from '../../src/core/index.ts';

interface CounterpartSource {
  file: string;
  frontMatter: { version_counterparts?: Record<string, string> };
}

export interface VersionDocs {
  metadata: { name: string };
  /** Published docs, by id. */
  docsById: ReadonlyMap<string, CounterpartSource>;
  /** Drafts left out of this build: naming one is no error, there is just no counterpart. */
  draftIds?: readonly string[];
}

/** The id of `docId`'s (of version `from`) counterpart in version `to`; undefined when there is none. */
export type CounterpartOf = (docId: string, from: string, to: string) => string | undefined;

const key = (version: string, docId: string) => `${version}\u0000${docId}`;

/** Checks every declaration (a version or doc that does not exist is an error naming the file). */
export function versionCounterparts(versions: readonly VersionDocs[]): CounterpartOf {
  const byName = new Map(versions.map((v) => [v.metadata.name, v]));
  const declared = new Map<string, Map<string, string>>();
  const declare = (version: string, docId: string, to: string, toId: string, override: boolean) => {
    let targets = declared.get(key(version, docId));
    if (!targets) declared.set(key(version, docId), (targets = new Map()));
    if (override || !targets.has(to)) targets.set(to, toId);
  };
  const reverse: Array<[string, string, string, string]> = [];
  for (const version of versions) {
    for (const [docId, doc] of version.docsById) {
      for (const [to, toId] of Object.entries(doc.frontMatter.version_counterparts ?? {})) {
        const target = byName.get(to);
        if (!target || to === version.metadata.name)
          throw new SiteError(`front matter version_counterparts: "${to}" is not another version (versions: ${[...byName.keys()].join(', ')})`, doc.file);
        if (!target.docsById.has(toId)) {
          if (target.draftIds?.includes(toId)) continue;
          throw new SiteError(`front matter version_counterparts: version "${to}" has no doc "${toId}"`, doc.file);
        }
        declare(version.metadata.name, docId, to, toId, true);
        reverse.push([to, toId, version.metadata.name, docId]);
      }
    }
  }
  for (const [version, docId, to, toId] of reverse) declare(version, docId, to, toId, false);

  return (docId, from, to) => {
    const named = declared.get(key(from, docId))?.get(to);
    if (named) return named;
    return byName.get(to)?.docsById.has(docId) ? docId : undefined;
  };
}
