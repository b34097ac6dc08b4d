/**
 * Tab groups: Tabs sharing a groupId show the same choice. The choice is stored (so it survives
 * reloads) under "tabs-group-{groupId}", and every mounted Tabs of the group is told at once.
 */
import { preferences } from '@generator/client/browser-storage';

type Listener = (value: string) => void;
const listeners = new Map<string, Set<Listener>>();

const storageKey = (groupId: string) => `tabs-group-${groupId}`;

export function readGroupChoice(groupId: string): string | null {
  return preferences.get(storageKey(groupId));
}

export function chooseInGroup(groupId: string, value: string): void {
  preferences.set(storageKey(groupId), value);
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

export function onGroupChoice(groupId: string, listener: Listener): () => void {
  const group = listeners.get(groupId) ?? new Set<Listener>();
  listeners.set(groupId, group);
  group.add(listener);
  return () => void group.delete(listener);
}
