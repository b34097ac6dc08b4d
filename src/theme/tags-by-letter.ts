/** Tags grouped under their first letter, upper-cased, as Docusaurus's tags pages list them (blog and docs). */
export function groupByFirstLetter<T extends { label: string }>(tags: T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('en');
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups.entries()];
}
