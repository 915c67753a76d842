// `npm pack` / `npm publish` ship the built bundle, while the workspace (CLI, tests) imports the
// TypeScript source: npm has no per-publish override of `exports`, so prepack swaps in the
// published manifest and postpack puts the workspace one back. A swap left behind by an
// interrupted pack is undone by the next run of either step.
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = fileURLToPath(new URL('../package.json', import.meta.url));
const saved = fileURLToPath(new URL('../package.workspace.json', import.meta.url));

function restore() {
  if (existsSync(saved)) renameSync(saved, manifest);
}

function publishable() {
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  const { devDependencies, scripts, ...rest } = pkg;
  return {
    ...rest,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './package.json': './package.json',
    },
    files: ['dist', 'README.md'],
    sideEffects: false,
  };
}

const step = process.argv[2];
if (step === 'prepack') {
  restore();
  const pkg = publishable();
  copyFileSync(manifest, saved);
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (step === 'postpack') {
  restore();
} else {
  console.error('usage: node build/manifest.mjs prepack|postpack');
  process.exit(64);
}
