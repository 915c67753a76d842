#!/usr/bin/env node
// The commands are TypeScript; tsx compiles them as oclif loads them.
import { register } from 'tsx/esm/api';
import { execute } from '@oclif/core';

register();
await execute({ dir: import.meta.url });
