#!/usr/bin/env node
import { execute } from '@oclif/core';
// The commands are TypeScript; tsx compiles them as oclif loads them.
import { register } from 'tsx/esm/api';

register();
await execute({ dir: import.meta.url });
