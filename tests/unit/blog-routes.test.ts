/** The blog's routes for a blog without posts, as Docusaurus makes them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PluginActions, RouteConfig } from '../../src/core/index.ts';
import { blogOptionsSchema } from '../../plugins/blog/options.ts';
import { blogRoutePaths } from '../../plugins/blog/route-paths.ts';
import { addBlogRoutes } from '../../plugins/blog/routes.ts';

test('a blog without posts has its (empty) list page but no archive', async () => {
  const routes: RouteConfig[] = [];
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string) => name,
    setGlobalData: () => {},
  } as unknown as PluginActions;
  await addBlogRoutes({
    content: { posts: [], listedPosts: [], tags: [], authors: [] },
    actions,
    options: blogOptionsSchema.parse({}),
    paths: blogRoutePaths('blog'),
    baseUrl: '/',
    editUrlOf: () => undefined,
  });
  assert.deepEqual(
    routes.map((route) => route.path),
    ['/blog'],
  );
});
