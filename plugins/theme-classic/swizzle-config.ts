/**
 * Which theme components `swizzle` may eject or wrap safely, as `@docusaurus/theme-classic`'s
 * `getSwizzleConfig` says for the same names (Docusaurus's names: `src/theme/X` of a site). A
 * component of the theme that is not listed here is unsafe for both actions, as in Docusaurus:
 * its code may change in any release.
 */
import type { SwizzleConfig } from '../../src/core/index.ts';

const bothSafe = { eject: 'safe', wrap: 'safe' } as const;

export function getSwizzleConfig(): SwizzleConfig {
  return {
    components: {
      CodeBlock: { actions: bothSafe, description: 'Renders multi-line code blocks, of Markdown and of code.' },
      ColorModeToggle: { actions: bothSafe, description: 'The button that switches between light and dark mode.' },
      DocCardList: { actions: bothSafe, description: 'A list of cards for sidebar items (category index pages).' },
      // Its code is mostly mechanics (collapsing, the active item): wrapping is safe, ejecting is not.
      DocSidebar: { actions: { eject: 'unsafe', wrap: 'safe' }, description: 'The sidebar of docs pages.' },
      Footer: { actions: bothSafe, description: "The footer of the site's layout." },
      'Footer/Layout': { actions: bothSafe, description: 'The layout of the footer (links, logo, copyright).' },
      // An object of components, not a component: it can be ejected (to add components), not wrapped.
      MDXComponents: {
        actions: { eject: 'safe', wrap: 'forbidden' },
        description: 'The components MDX content renders its elements with. Meant to be ejected.',
      },
      MDXContent: { actions: bothSafe, description: 'Wraps all MDX content and gives it the MDX components.' },
      NotFound: { actions: bothSafe, description: 'The 404 page of the site, meant to be ejected and customised.' },
      SearchBar: { actions: bothSafe, description: 'The search bar of the navbar.' },
    },
  };
}
