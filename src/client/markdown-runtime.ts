/**
 * What compiled Markdown runs with (shared/route-payload.ts): React's JSX runtime and the MDX
 * component hook, from the bundle that renders it (the browser's, or the prerenderer's).
 */
import { useMDXComponents } from '@mdx-js/react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { PayloadEnvironment } from '../shared/route-payload';

export const markdownRuntime: PayloadEnvironment['runtime'] = { Fragment, jsx, jsxs, useMDXComponents };
