/** `@docusaurus/useIsomorphicLayoutEffect` (Docusaurus: useLayoutEffect in the browser, useEffect while prerendering, which has no layout). */
import { useEffect, useLayoutEffect } from 'react';
import ExecutionEnvironment from './ExecutionEnvironment';

const useIsomorphicLayoutEffect = ExecutionEnvironment.canUseDOM ? useLayoutEffect : useEffect;
export default useIsomorphicLayoutEffect;
