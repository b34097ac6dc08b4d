/** "Did you mean ...?" for a doc id that does not exist: known ids a few edits away, closest first. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

export function similarIds(id: string, known: Iterable<string>, limit = 3): string[] {
  const lastSegment = (s: string) => s.slice(s.lastIndexOf('/') + 1);
  return [...known]
    .map((candidate) => ({ candidate, distance: Math.min(editDistance(id, candidate), editDistance(lastSegment(id), lastSegment(candidate)) + 1) }))
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(id.length / 4)))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
