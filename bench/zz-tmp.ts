import { lighthousePages, measureLighthouse } from './lighthouse-figures.ts';
const paths = await lighthousePages('/tmp/lead-out');
for (const p of await measureLighthouse('/tmp/lead-out', paths)) console.log(p.path, JSON.stringify(p.scores), JSON.stringify(p.metrics));
