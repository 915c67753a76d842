#!/usr/bin/env node
// `techcensus` from the TypeScript source, for working in the monorepo (tests run this one): tsx
// compiles the commands as oclif finds them in src/commands, and @techcensus/sdk resolves to its
// source too (sdk-source.js). bin/techcensus.js runs the build.
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { execute } from '@oclif/core';
import { register as registerTsx } from 'tsx/esm/api';

register('./sdk-source.js', import.meta.url);
registerTsx();
const root = fileURLToPath(new URL('..', import.meta.url));
const pjson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
pjson.oclif.commands = './src/commands';
await execute({ loadOptions: { root, pjson } });
