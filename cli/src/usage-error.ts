/** A command line that cannot be run as given: exit code 2, with a pointer to the command's help. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Something the command cannot use as it is (a package not installed beside the generated code, a mock that did not
 * start): its message, no stack, exit code 2.
 */
export class CommandError extends Error {
  override name = 'CommandError';
}
