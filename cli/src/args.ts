import { Args } from '@oclif/core';
import { EXIT } from './exit-codes.ts';
import { CliFailure } from './failure.ts';

/**
 * A required argument that has to say something. oclif counts "" as given (an unset shell
 * variable, `lookup "$DOMAIN"`), and the SDK would then refuse it as a programming error; the
 * person gets a usage error naming the argument instead. The value comes trimmed.
 */
export function requiredText(description: string) {
  return Args.string({
    description,
    required: true,
    async parse(input, command) {
      const value = input.trim();
      if (value) return value;
      const name = command.token.arg.toUpperCase();
      const usage = `${command.config.bin} ${command.id?.replaceAll(':', ' ') ?? ''}`.trim();
      throw new CliFailure(
        `The ${name} argument is empty.\n  ${name}  ${description}\nSee \`${usage} --help\`.`,
        EXIT.usage,
        'empty_argument',
      );
    },
  });
}
