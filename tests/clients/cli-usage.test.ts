import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { Command } from '@oclif/core';
import { describe, expect, it } from 'vitest';
import { commandId } from '../../cli/build/commands-plugin.ts';
import { EXIT } from '../../cli/src/exit-codes.ts';
import { cleanEnv, cli, tempConfigHome } from './cli-run.ts';

// Empty values (an unset shell variable, `techcensus lookup "$DOMAIN"`) are usage errors decided
// before any call: no service runs here, and a key is given so a call would be tried.
const NOWHERE = 'http://127.0.0.1:1';
const COMMANDS_DIR = new URL('../../cli/src/commands/', import.meta.url);

/** Every command of the CLI with the names of its required arguments. */
async function requiredArgs(): Promise<[string, string[]][]> {
  const files = readdirSync(COMMANDS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.split(sep).join('/'))
    .sort();
  const out: [string, string[]][] = [];
  for (const file of files) {
    const { default: command } = (await import(/* @vite-ignore */ new URL(file, COMMANDS_DIR).href)) as {
      default: Command.Class;
    };
    const names = Object.entries(command.args ?? {})
      .filter(([, arg]) => arg.required)
      .map(([name]) => name);
    if (names.length) out.push([commandId(file).replaceAll(':', ' '), names]);
  }
  return out;
}

async function run(args: string[]) {
  const env = cleanEnv({ TECHCENSUS_URL: NOWHERE, XDG_CONFIG_HOME: await tempConfigHome() });
  return cli([...args, '--api-key', 'tc_x_y', '--json'], { env });
}

describe('empty values are usage errors, before any call', () => {
  it('every required argument of every command, empty or blank, exits 2 and names the argument', async () => {
    const commands = await requiredArgs();
    expect(commands.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'lookup',
        'subdomains',
        'scan',
        'scan-status',
        'technology',
        'cve',
        'alerts get',
      ]),
    );
    for (const [id, names] of commands) {
      for (const given of ['', '   ']) {
        const result = await run([...id.split(' '), ...names.map(() => given)]);
        const name = names[0].toUpperCase();
        expect(result.code, `${id} "${given}": ${result.stderr}`).toBe(EXIT.usage);
        expect(result.stderr).toContain(`Error: The ${name} argument is empty.`);
        expect(result.stderr).toContain(`See \`techcensus ${id} --help\`.`);
        expect(result.stderr).not.toContain('TypeError');
        expect(JSON.parse(result.stdout).error).toMatchObject({ code: 'empty_argument' });
      }
    }
  });

  it.each([
    [['technology', '!!!'], 'NAME "!!!" is not a technology name', 'invalid_technology'],
    [
      ['technology', 'wordpress', '--websites', '--version', ''],
      '--version "" names no version',
      'empty_value',
    ],
    [['report', 'estimate', '-t', ''], '--technology "" is not a technology name', 'invalid_technology'],
    [
      ['report', 'estimate', '-t', '@6.4.2'],
      '--technology "@6.4.2" is not a technology name',
      'invalid_technology',
    ],
    [
      ['report', 'estimate', '-t', 'wordpress', '--exclude-technology', ' '],
      '--exclude-technology " " is not a technology name',
      'invalid_technology',
    ],
    [['report', 'estimate', '--country', ''], '--country "" names nothing', 'empty_value'],
    [
      ['report', 'estimate', '--country', 'DE', '--country', ' , '],
      '--country " , " names nothing',
      'empty_value',
    ],
    [
      [
        'report',
        'create',
        '--category',
        '!!!',
        '--limit',
        '5',
        '--out',
        join(tmpdir(), 'techcensus-never.csv'),
      ],
      '--category "!!!" names nothing',
      'empty_value',
    ],
    [['report', 'estimate', '--filters-file', ''], '--filters-file "" names no file', 'filters_file'],
    [['alerts', 'create', '--name', 'x', '--email', '--tld', ''], '--tld "" names nothing', 'empty_value'],
  ])('%j exits 2: %s', async (args, message, code) => {
    const result = await run(args);
    expect(result.code, result.stderr).toBe(EXIT.usage);
    expect(result.stderr).toContain(`Error: ${message}`);
    expect(JSON.parse(result.stdout).error).toMatchObject({ code });
  });
});
