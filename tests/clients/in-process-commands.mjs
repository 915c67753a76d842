// The target of oclif's "explicit" command discovery for the CLI run inside the test process
// (cli-in-process.ts). oclif imports its target with Node's own loader, which cannot load the
// commands' TypeScript; vitest can, so the runner loads them and hands them over here.
export const COMMANDS = globalThis[Symbol.for('techcensus.tests.cliCommands')];
