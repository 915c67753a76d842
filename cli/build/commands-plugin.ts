import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import type { Plugin } from 'esbuild';

/** What the entry imports; the plugin answers it with the module below. */
export const COMMANDS_MODULE = 'techcensus:commands';

// oclif's own rules for a commands folder (its "pattern" strategy, which bin/dev.js uses): every
// script but tests and declarations is a command, `a/b.ts` is `a:b` and `a/index.ts` is `a`.
const SCRIPT = /\.(ts|tsx|js|mjs|cjs|mts|cts)$/;
const NOT_A_COMMAND = /\.(d|test|spec)\.[cm]?[jt]sx?$/;

// As oclif takes a command from its file: the default export, else the first exported class.
const PICK = `const command = (m) => m.default ?? Object.values(m).find((c) => typeof c?.run === 'function');`;

function commandFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => SCRIPT.test(f) && !NOT_A_COMMAND.test(f))
    .map((f) => f.split(sep).join('/'))
    .sort();
}

export function commandId(file: string): string {
  const parts = file.replace(SCRIPT, '').split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return parts.join(':');
}

/**
 * The module the built CLI's entry re-exports: every command under `dir`, found when building, as
 * the `COMMANDS` object oclif's "explicit" strategy loads (package.json `oclif.commands`). A new
 * command file is in the next build without any list to edit.
 */
export function commandsPlugin(dir: string): Plugin {
  return {
    name: 'techcensus-commands',
    setup(build) {
      build.onResolve({ filter: /^techcensus:commands$/ }, () => ({
        path: 'commands',
        namespace: 'commands',
      }));
      build.onLoad({ filter: /.*/, namespace: 'commands' }, () => {
        const files = commandFiles(dir);
        const imports = files.map((f, i) => `import * as c${i} from './${f}';`);
        const entries = files.map((f, i) => `  ${JSON.stringify(commandId(f))}: command(c${i}),`);
        return {
          contents: `${imports.join('\n')}\n${PICK}\nexport const COMMANDS = {\n${entries.join('\n')}\n};\n`,
          resolveDir: dir,
          loader: 'ts',
          watchDirs: [dir],
        };
      });
    },
  };
}
