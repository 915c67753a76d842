import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { commandsPlugin } from './build/commands-plugin.ts';

// The published CLI is this build, committed in dist/ (npm pack runs no build here: the repo's
// .npmrc turns scripts off): plain JavaScript, so nothing compiles TypeScript when it starts.
// `npm run build:packages` rebuilds it; a test fails when the committed files differ.
export default defineConfig({
  entry: { commands: 'build/commands.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  removeNodeProtocol: false,
  esbuildPlugins: [commandsPlugin(fileURLToPath(new URL('src/commands', import.meta.url)))],
});
