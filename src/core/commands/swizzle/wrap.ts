/**
 * `swizzle --wrap`: writes Docusaurus's wrapper of a theme component into the site's
 * `src/theme/<Component>/index.{tsx,js}`: a component that renders the original
 * (`@theme-original/<Component>`, the theme's own, below the site's) with the props it gets, for
 * the site to add what it wants before or after it.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { SiteError } from '../../site-error.ts';

export interface WrapInput {
  componentName: string;
  siteDir: string;
  typescript: boolean;
}

function wrapperSource(componentName: string, typescript: boolean): string {
  // "Footer/Layout" -> Layout; a name that is not an identifier (prism-include-languages) is made one.
  const local = (componentName.split('/').pop() ?? componentName).replace(/[^\w$]+(\w)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase());
  const wrapper = `${local}Wrapper`;
  if (typescript)
    return `import React, {type ReactNode} from 'react';
import ${local} from '@theme-original/${componentName}';
import type ${local}Type from '@theme/${componentName}';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ${local}Type>;

export default function ${wrapper}(props: Props): ReactNode {
  return (
    <>
      <${local} {...props} />
    </>
  );
}
`;
  return `import React from 'react';
import ${local} from '@theme-original/${componentName}';

export default function ${wrapper}(props) {
  return (
    <>
      <${local} {...props} />
    </>
  );
}
`;
}

/** Writes the wrapper; returns the file written. */
export async function wrap({ componentName, siteDir, typescript }: WrapInput): Promise<string[]> {
  const target = join(siteDir, 'src/theme', ...componentName.split('/'), `index.${typescript ? 'tsx' : 'js'}`);
  if (existsSync(target))
    throw new SiteError(`${relative(siteDir, target)} already exists: the component is swizzled already (remove the file to swizzle it again)`);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, wrapperSource(componentName, typescript));
  return [target];
}
