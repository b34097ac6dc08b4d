/**
 * Docusaurus's DocItem/Layout, wrapped: a doc page whose version has Markdown twins names its twin
 * in the head (`<link rel="alternate" type="text/markdown" href="/docs/guards.md">`), so a tool
 * reading the page finds the plain Markdown. Written into the prerendered HTML; no script of its own.
 */
import DocItemLayout from '@theme-original/DocItem/Layout';
import type { ComponentProps } from 'react';
import { useDoc } from '@generator/client/docusaurus/plugin-content-docs-client';
import { Head } from '@generator/client/head';
import { useSiteData } from '@generator/client/site-context';
import { LLMS_TXT_PLUGIN_NAME, markdownTwinPath, type LlmsTxtGlobalData } from '../../twin-path';

export default function DocItemLayoutWithTwin(props: ComponentProps<typeof DocItemLayout>) {
  const { metadata } = useDoc();
  const { baseUrl, globalData } = useSiteData();
  // Every instance of the plugin may give this docs plugin's versions twins.
  const instances = Object.values(globalData[LLMS_TXT_PLUGIN_NAME] ?? {}) as LlmsTxtGlobalData[];
  const twinned = instances.some((data) => data.twinVersions[metadata.pluginId]?.includes(metadata.version.name));
  return (
    <>
      {twinned && !metadata.unlisted && (
        <Head tags={[{ tagName: 'link', attributes: { rel: 'alternate', type: 'text/markdown', href: markdownTwinPath(metadata.permalink, baseUrl) } }]} />
      )}
      <DocItemLayout {...props} />
    </>
  );
}
