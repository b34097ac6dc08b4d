/**
 * The dev server's content: the site as last loaded, its plan, and the payloads browsers have asked
 * for, each made when first asked for and made again when its files change. Content never goes
 * through webpack; the bundle is told only when compiling a page reveals modules it did not know.
 */
import { CONTENT_CHANGED_ACTION } from '../../shared/dev-messages.ts';
import { adoptPlan, prepareSite, type PreparedSite } from '../load-site.ts';
import type { LocaleOption } from '../i18n/localized-site.ts';
import type { MarkdownModuleId, MarkdownStore } from '../markdown/markdown-store.ts';
import { planRoute, planRoutes, type RoutePlan } from '../route-plan.ts';
import { RoutePayloads, type BuiltPayload } from '../route-payloads.ts';
import type { SitePaths } from '../site-paths.ts';
import type { ContentErrors } from './content-errors.ts';
import type { DevBundle } from './dev-bundle.ts';
import type { Reload } from './reload-queue.ts';

/** A route's payload as made for a request, with the plan it was made from. */
export interface ServedPayload {
  plan: RoutePlan;
  payload: BuiltPayload;
}

export interface ContentSessionOptions {
  paths: SitePaths;
  /** Compiled Markdown, kept between loads of the site. */
  store: MarkdownStore;
  /** `--locale xx`: the one locale served. */
  locale: LocaleOption | undefined;
  /** The bundle, told of the site's application modules, and the hot update stream browsers listen on. */
  bundle: Pick<DevBundle, 'adoptEntries' | 'whenBuilt' | 'publish'>;
  errors: ContentErrors;
}

export class ContentSession {
  /** The site as last loaded, with the plan as far as compiling pages has revealed their imports. */
  private current: PreparedSite;
  /** The payloads made from the current site (its data files and content assets too). */
  private payloads: RoutePayloads;
  /** Route key -> hash of the payload last served for it, or null if it failed: the routes a browser has asked for. */
  private readonly served = new Map<string, string | null>();

  constructor(
    site: PreparedSite,
    private readonly options: ContentSessionOptions,
  ) {
    this.current = site;
    this.payloads = this.payloadsOf(site);
  }

  get site(): PreparedSite {
    return this.current;
  }

  /** A lazy data file's JSON, by its path under the base URL. */
  lazyDataFile(path: string): string | undefined {
    return this.payloads.lazyFiles.get(path);
  }

  /** A content asset's source file, by its path under the base URL. */
  contentAssetSource(path: string): string | undefined {
    return this.payloads.assetFiles.get(path);
  }

  /**
   * A route's payload, made now. Compiling its Markdown may reveal imports the plan did not know
   * of (a file compiled for the first time): then the plan and the bundle's entries are updated
   * first, and the bundle rebuilt with the new module.
   */
  async payloadOf(key: string): Promise<ServedPayload | undefined> {
    let plan = this.current.plan.routesByKey.get(key);
    if (!plan) return undefined;
    // Until it is made, the route counts as failed: a fix then counts as a change.
    this.served.set(key, null);
    let payload = await this.payloads.build(plan);
    const { store, bundle } = this.options;
    const knownImports = (id: MarkdownModuleId) => store.knownImports(id);
    const site = this.current;
    if (planRoute(plan.route, knownImports, site.context).appModules.join() !== plan.appModules.join()) {
      this.current = await adoptPlan(site, planRoutes(site.routes, knownImports, site.context));
      bundle.adoptEntries(this.current.clientEntries);
      await bundle.whenBuilt();
      plan = this.current.plan.routesByKey.get(key)!;
      payload = await this.payloads.build(plan);
    }
    this.served.set(key, payload.hash);
    return { plan, payload };
  }

  /**
   * A Markdown edit shows at once: its payloads are made again with the site as loaded before (the
   * usual edit changes a page's text only). Then the whole site loads again, in the background, and
   * whatever that changes besides (a title in a sidebar, an excerpt in a list) follows.
   */
  async reload(files: string[]): Promise<Reload> {
    if (files.every((file) => /\.mdx?$/.test(file))) await this.publishChangedPayloads();
    const rest = (async () => {
      const { paths, store, locale, bundle, errors } = this.options;
      try {
        this.current = await prepareSite(paths, { isProduction: false, store, locale });
        this.payloads = this.payloadsOf(this.current);
        bundle.adoptEntries(this.current.clientEntries);
        errors.siteLoaded();
      } catch (error) {
        return errors.show('site', [error]);
      }
      await this.publishChangedPayloads();
    })();
    return { rest };
  }

  /**
   * Makes again the payloads browsers have asked for; tells them which changed, and shows the
   * errors of those that failed (a broken page does not hold back the others).
   */
  private async publishChangedPayloads(): Promise<void> {
    const changed: string[] = [];
    const failures: unknown[] = [];
    for (const [key, before] of [...this.served]) {
      try {
        const now = await this.payloadOf(key);
        if (!now) this.served.delete(key);
        else if (now.payload.hash !== before) changed.push(now.plan.route.permalink);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) this.options.errors.show('content', failures);
    else this.options.errors.clear();
    if (changed.length) this.options.bundle.publish({ action: CONTENT_CHANGED_ACTION, paths: changed });
  }

  private payloadsOf(site: PreparedSite): RoutePayloads {
    return new RoutePayloads(this.options.store, { baseUrl: site.config.baseUrl, siteDir: site.context.siteDir, hashedNames: false });
  }
}
