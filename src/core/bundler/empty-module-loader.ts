/** Webpack loader that replaces a module with an empty one (stylesheets in the server build). */
export default function emptyModuleLoader(): string {
  return 'export {};';
}
