/**
 * `ThemeClassNames` of `@docusaurus/theme-common`: the stable class names Docusaurus's classic theme
 * puts on its components (`theme-doc-sidebar-container`, `theme-doc-markdown`, ...), which sites
 * target from their CSS. A module of its own, so the theme's components name them without loading
 * the rest of theme-common; the names they use are also exported one by one, so a page's bundle
 * holds those strings and not the whole object (which only a site's import of it brings).
 */
export const admonitionClassName = 'theme-admonition';
export const admonitionTypeClassName = (type: string) => `theme-admonition-${type}`;
export const docMarkdownClassName = 'theme-doc-markdown';
export const docSidebarContainerClassName = 'theme-doc-sidebar-container';
export const docSidebarMenuClassName = 'theme-doc-sidebar-menu';
export const docSidebarItemCategoryClassName = 'theme-doc-sidebar-item-category';
export const docSidebarItemLinkClassName = 'theme-doc-sidebar-item-link';
export const docSidebarItemCategoryLevelClassName = (level: number) => `theme-doc-sidebar-item-category-level-${level}`;
export const docSidebarItemLinkLevelClassName = (level: number) => `theme-doc-sidebar-item-link-level-${level}`;
export const docCardClassNames = {
  container: 'theme-doc-card-container',
  heading: 'theme-doc-card-heading',
  icon: 'theme-doc-card-icon',
  title: 'theme-doc-card-title',
  description: 'theme-doc-card-description',
} as const;

export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: admonitionClassName,
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: admonitionTypeClassName,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: docMarkdownClassName,
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: docSidebarContainerClassName,
    docSidebarMenu: docSidebarMenuClassName,
    docSidebarItemCategory: docSidebarItemCategoryClassName,
    docSidebarItemLink: docSidebarItemLinkClassName,
    docSidebarItemCategoryLevel: docSidebarItemCategoryLevelClassName,
    docSidebarItemLinkLevel: docSidebarItemLinkLevelClassName,
    docCard: docCardClassNames,
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;
