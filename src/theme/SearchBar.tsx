/** The navbar's search entry point. The search issue replaces this with the DocSearch modal. */
export default function SearchBar() {
  return null;
}
