/** Prerenders every route (and the not-found page) in a pool of worker threads, in batches. */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { PrerenderJob, PrerenderedPage } from './prerender-worker.ts';

const BATCH_SIZE = 40;

export async function prerenderPages(job: PrerenderJob): Promise<PrerenderedPage[]> {
  const batches: PrerenderJob['pages'][] = [];
  for (let i = 0; i < job.pages.length; i += BATCH_SIZE) batches.push(job.pages.slice(i, i + BATCH_SIZE));
  const threads = Math.max(1, Math.min(availableParallelism(), batches.length, 4));
  const pool = new Piscina({ filename: join(import.meta.dirname, 'prerender-worker.ts'), maxThreads: threads, minThreads: threads });
  try {
    const results = await Promise.all(batches.map((pages) => pool.run({ ...job, pages } satisfies PrerenderJob) as Promise<PrerenderedPage[]>));
    return results.flat();
  } finally {
    await pool.destroy();
  }
}
