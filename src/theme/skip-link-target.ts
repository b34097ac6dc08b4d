/**
 * The id "Skip to main content" jumps to: the page's `<main>`, unless a page puts its content beside
 * a sidebar inside `<main>` (the docs), where the content column carries it so the skip passes the sidebar.
 */
export const SKIP_LINK_TARGET_ID = 'main-content';
