declare module 'techcensus:commands' {
  import type { Command } from '@oclif/core';

  /** Every command under src/commands by its oclif id (commands-plugin.ts). */
  export const COMMANDS: Record<string, Command.Class>;
}
