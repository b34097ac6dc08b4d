/**
 * Prerenders pages in a pool of worker threads, in batches; a few pages (a rebuild after an edit)
 * render in this thread, which is faster than starting workers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ENTRY_POINTS } from '../entry-points.mjs';
import { workerEntry } from '../generator-location.ts';
import type { PhaseCount } from '../progress/phase-count.ts';
import prerenderBatch, { type PrerenderJob, type PrerenderedPage } from './prerender-worker.ts';

const BATCH_SIZE = 40;

/** @param count counts the pages as batches finish (the build's progress line) */
export async function prerenderPages(job: PrerenderJob, count?: PhaseCount): Promise<PrerenderedPage[]> {
  count?.add(job.pages.length);
  if (job.pages.length <= BATCH_SIZE) {
    const pages = await prerenderBatch(job);
    count?.finish(pages.length);
    return pages;
  }
  const batches: PrerenderJob['pages'][] = [];
  for (let i = 0; i < job.pages.length; i += BATCH_SIZE) batches.push(job.pages.slice(i, i + BATCH_SIZE));
  const threads = Math.max(1, Math.min(availableParallelism(), batches.length, 4));
  const pool = new Piscina({ filename: workerEntry(ENTRY_POINTS.prerenderWorker), maxThreads: threads, minThreads: threads });
  try {
    const results = await Promise.all(
      batches.map(async (pages) => {
        const rendered = (await pool.run({ ...job, pages } satisfies PrerenderJob)) as PrerenderedPage[];
        count?.finish(rendered.length);
        return rendered;
      }),
    );
    return results.flat();
  } finally {
    await pool.destroy();
  }
}
