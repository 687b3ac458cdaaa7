/** A command line that cannot be run as given: exit code 2, with a pointer to the command's help. */
export class UsageError extends Error {
  override name = 'UsageError';
}
