/** Turns schema validation issues into one readable message per problem, each naming its key. */
import type { z } from 'zod';

export function formatValidationIssues(issues: readonly z.core.$ZodIssue[], root = ''): string[] {
  return issues.map((issue) => {
    const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => [path, k].filter(Boolean).join('.'));
      return `unknown key ${keys.map((k) => `"${k}"`).join(', ')}${path ? ` in "${path}"` : ''}`;
    }
    return `"${path || '(root)'}": ${issue.message}`;
  });
}
