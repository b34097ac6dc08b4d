/** The theme component the plugin's DocItem/Layout wraps (resolved by the bundler's theme layers). */
declare module '@theme-original/DocItem/Layout' {
  export { default } from '@theme/DocItemLayout';
}
