/** A setting refused at start; main prints its message as one line, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
