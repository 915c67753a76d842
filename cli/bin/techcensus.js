#!/usr/bin/env node
// The commands are the built JavaScript in dist/ (package.json `oclif.commands`); in the monorepo,
// bin/dev.js runs their TypeScript source instead.
import { execute } from '@oclif/core';

await execute({ dir: import.meta.url });
