// The built CLI's one entry (tsup.config.ts): the commands found under src/commands.
export { COMMANDS } from 'techcensus:commands';
