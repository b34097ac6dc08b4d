/**
 * Docusaurus's public names for theme components whose file here has another name. A site
 * swizzles by Docusaurus's name (`src/theme/DocItem/Footer/index.js`, `@theme-original/TOC`), and
 * the generator's own code may use either name: both lead to the same component, so a site's
 * `src/theme/DocItem` replaces the doc page wherever the theme renders it.
 *
 * Every other theme component has the same name in both (`Layout`, `Navbar`, `Footer`, `Root`,
 * `MDXComponents`, `CodeBlock`, `Tabs`, ...): see the README's table of swizzlable components.
 */
export const DOCUSAURUS_THEME_NAMES: Readonly<Record<string, string>> = {
  DocItem: 'DocPage',
  'DocItem/Footer': 'DocFooter',
  'DocItem/Layout': 'DocItemLayout',
  'DocRoot/Layout': 'DocRootLayout',
  'NotFound/Content': 'NotFoundContent',
  'Footer/Layout': 'FooterLayout',
  'Navbar/Content': 'NavbarContent',
  'BlogPostItem/Header': 'BlogPostItemHeader',
  'DocItem/Paginator': 'DocPaginator',
  TOC: 'TableOfContents',
  TOCCollapsible: 'TableOfContentsMobile',
  Error: 'ErrorPageContent',
  'NavbarItem/DocsVersionDropdownNavbarItem': 'DocsVersionDropdown',
  'Blog/Pages/BlogAuthorsListPage': 'BlogAuthorsListPage',
  'Blog/Pages/BlogAuthorsPostsPage': 'BlogAuthorsPostsPage',
  'Blog/Components/Author/Socials': 'BlogAuthorSocials',
  'BlogSidebar/Desktop': 'BlogSidebarDesktop',
  'BlogSidebar/Mobile': 'BlogSidebarMobile',
  'BlogSidebar/Content': 'BlogSidebarContent',
};

const docusaurusNameOf = new Map(Object.entries(DOCUSAURUS_THEME_NAMES).map(([docusaurus, ours]) => [ours, docusaurus]));

/** The names a theme folder may hold a component under, Docusaurus's first. */
export function themeComponentNames(name: string): string[] {
  const docusaurusName = docusaurusNameOf.get(name) ?? name;
  const ours = DOCUSAURUS_THEME_NAMES[docusaurusName];
  return ours ? [docusaurusName, ours] : [docusaurusName];
}
