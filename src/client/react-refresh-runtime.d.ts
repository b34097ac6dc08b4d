/** The part of React Refresh's runtime (`react-refresh/runtime`, no types of its own) the dev client uses. */
declare module 'react-refresh/runtime' {
  /** Applies the components updated since the last call (the Fast Refresh plugin calls it after a hot update). */
  export function performReactRefresh(): unknown;
}
