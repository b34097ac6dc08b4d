/**
 * Errors from the system (a full disk, a read-only folder, a port in use) told in one line: what
 * could not be done, to which path or address, and why, instead of a stack trace through the
 * generator's code. Anything else is left to the caller.
 */
interface SystemError extends Error {
  code: string;
  syscall?: string;
  path?: string;
  dest?: string;
  address?: string;
  port?: number;
}

const CAUSES: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EMFILE: 'too many open files',
  EIO: 'an input/output error of the device',
};

const ACTIONS: Record<string, string> = {
  open: 'open',
  write: 'write',
  mkdir: 'create the folder',
  rmdir: 'remove the folder',
  unlink: 'remove',
  rename: 'move',
  link: 'link',
  copyfile: 'copy',
  scandir: 'list the folder',
  read: 'read',
  symlink: 'link',
  utime: 'touch',
  chmod: 'change the mode of',
};

function isSystemError(error: unknown): error is SystemError {
  return error instanceof Error && typeof (error as Partial<SystemError>).code === 'string';
}

/** One line for a system error, or undefined when the error is not one this knows. */
export function describeSystemError(error: unknown): string | undefined {
  if (!isSystemError(error)) return undefined;
  if (error.code === 'EADDRINUSE')
    return `port ${error.port ?? '?'} on ${error.address ?? 'this machine'} is already in use (is another server running?); choose another with --port`;
  if (error.code === 'EADDRNOTAVAIL')
    return `cannot listen on ${error.address ?? '?'}: no network interface of this machine has that address; choose another with --host`;
  const cause = CAUSES[error.code];
  if (!cause) return undefined;
  const action = ACTIONS[error.syscall ?? ''] ?? error.syscall ?? 'use';
  const target = error.path ? ` ${error.path}${error.dest ? ` to ${error.dest}` : ''}` : '';
  return `could not ${action}${target}: ${cause} (${error.code})`;
}
