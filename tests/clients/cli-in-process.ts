import { Console } from 'node:console';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Command } from '@oclif/core';
import { commandId } from '../../cli/build/commands-plugin.ts';

/**
 * `techcensus …` run inside the test process through the entry the binaries use (oclif's
 * `execute`), with what a child process would have had of its own: its environment, argv, cwd,
 * stdin, stdout and stderr, and its exit status. Those are process-wide, so one call at a time
 * holds them (`serialised`); the test's own are put back after every call, also when it throws.
 * A spawned CLI costs ~0.6 s of CPU compiling the TypeScript before any work; this costs
 * milliseconds once vitest has loaded the commands.
 */

export interface InProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

const CLI_ROOT = fileURLToPath(new URL('../../cli/', import.meta.url));
const COMMANDS_DIR = join(CLI_ROOT, 'src', 'commands');
// What the child's process.argv[1] was: oclif shows help for it after some usage errors.
const DEV_BIN = join(CLI_ROOT, 'bin', 'dev.js');
const COMMANDS_TARGET = fileURLToPath(new URL('./in-process-commands.mjs', import.meta.url));
const COMMANDS_KEY = Symbol.for('techcensus.tests.cliCommands');
const PJSON = JSON.parse(readFileSync(join(CLI_ROOT, 'package.json'), 'utf8'));

/** package.json as bin/techcensus.js reads it, its explicit command list pointed at the source's. */
function pjson() {
  const p = structuredClone(PJSON);
  p.oclif.commands = { ...p.oclif.commands, target: relative(CLI_ROOT, COMMANDS_TARGET) };
  return p;
}

type CommandModule = Record<string, unknown> & { default?: Command.Class };

/** Every command under cli/src/commands by its oclif id, as the build lists them (commands-plugin.ts). */
async function loadCommands(): Promise<void> {
  const files = readdirSync(COMMANDS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.(d|test|spec)\.ts$/.test(f))
    .map((f) => f.split(sep).join('/'))
    .sort();
  const scope = globalThis as Record<symbol, Record<string, Command.Class> | undefined>;
  if (!scope[COMMANDS_KEY]) scope[COMMANDS_KEY] = {};
  const held = scope[COMMANDS_KEY];
  for (const file of files) {
    const m: CommandModule = await import(/* @vite-ignore */ pathToFileURL(join(COMMANDS_DIR, file)).href);
    const command =
      m.default ??
      (Object.values(m).find((c) => typeof (c as Command.Class)?.run === 'function') as Command.Class);
    held[commandId(file)] = command;
  }
}

type Oclif = Pick<typeof import('@oclif/core'), 'execute'> &
  Pick<typeof import('@oclif/core/handle'), 'Exit'>;
let oclif: Promise<Oclif> | undefined;

/**
 * oclif and the commands are loaded in the first call, under its environment and stdio: the
 * colour support of oclif's ansis is decided once when it loads, and a child had NO_COLOR and no
 * terminal. (A suite that imports the CLI source itself has loaded oclif before.)
 */
function loadOclif(): Promise<Oclif> {
  oclif ??= (async () => {
    const [{ execute }, { Exit }] = await Promise.all([import('@oclif/core'), import('@oclif/core/handle')]);
    await loadCommands();
    return { execute, Exit };
  })();
  return oclif;
}

/** A stdout or stderr that is not a terminal, as a pipe to a parent is. */
class Capture extends Writable {
  readonly isTTY = false;
  private readonly chunks: Buffer[] = [];

  constructor(private readonly sink?: (chunk: Buffer) => void) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.sink) this.sink(chunk);
    else this.chunks.push(chunk);
    done();
  }

  get text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** What a call has of its own while it holds the process. */
interface Stage {
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  stdin: PassThrough;
  stdout: Capture;
  stderr: Capture;
}

/** How `process.exit` ends a call early without ending the test process. */
class InProcessExit extends Error {
  readonly code = 'EEXIT';
  readonly oclif: { exit: number };
  // oclif's error handler prints nothing for it and exits with its code, as for its own exit.
  readonly skipOclifErrorHandling = true;
  constructor(code: number) {
    super(`process.exit(${code})`);
    this.oclif = { exit: code };
  }
}

const STREAMS = ['stdin', 'stdout', 'stderr'] as const;

/** oclif's global settings (its `settings` export), there before oclif is loaded. */
function oclifSettings(): { enableAutoTranspile?: boolean } {
  const scope = globalThis as { oclif?: { enableAutoTranspile?: boolean } };
  if (!scope.oclif) scope.oclif = {};
  return scope.oclif;
}

interface Held {
  oclif: Oclif;
  /** The exit status so far: the first exit asked for, else process.exitCode, else 0. */
  code(): number;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` once every call queued before it has finished. */
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const turn = queue.then(task);
  queue = turn.catch(() => undefined);
  return turn;
}

/** Gives the process to `stage` for the time of `body`, then puts everything back. */
function holding<T>(stage: Stage, body: (held: Held) => Promise<T>): Promise<T> {
  return serialised(async () => {
    const saved = {
      env: process.env,
      argv: process.argv,
      cwd: process.cwd(),
      exitCode: process.exitCode,
      exit: process.exit,
      console: Object.getOwnPropertyDescriptor(globalThis, 'console'),
      streams: STREAMS.map((name) => [name, Object.getOwnPropertyDescriptor(process, name)] as const),
    };
    const settings = oclifSettings();
    const autoTranspile = settings.enableAutoTranspile;
    let exited: number | undefined;
    let restoreExit = () => {};
    try {
      // A copy: what the command changes in its environment stays in its call.
      process.env = { ...stage.env };
      process.argv = [process.execPath, DEV_BIN, ...stage.args];
      if (stage.cwd) process.chdir(stage.cwd);
      process.exitCode = undefined;
      for (const name of STREAMS)
        Object.defineProperty(process, name, { configurable: true, enumerable: true, value: stage[name] });
      // oclif's ux prints through console.log and console.error.
      Object.defineProperty(globalThis, 'console', {
        configurable: true,
        writable: true,
        value: new Console({ stdout: stage.stdout, stderr: stage.stderr }),
      });
      process.exit = ((code?: number | string | null) => {
        exited ??= code === undefined || code === null ? Number(process.exitCode ?? 0) : Number(code);
        throw new InProcessExit(exited);
      }) as typeof process.exit;
      // Without a tsconfig.json in cli/, oclif would register tsx in this process to look for one's
      // sources; the commands are vitest's here.
      settings.enableAutoTranspile = false;
      const loaded = await loadOclif();
      const oclifExit = loaded.Exit.exit;
      // oclif's error handler ends with Exit.exit(code); here that is the call's status.
      loaded.Exit.exit = ((code = 0) => {
        exited ??= code;
      }) as typeof loaded.Exit.exit;
      restoreExit = () => {
        loaded.Exit.exit = oclifExit;
      };
      return await body({ oclif: loaded, code: () => exited ?? Number(process.exitCode ?? 0) });
    } finally {
      restoreExit();
      settings.enableAutoTranspile = autoTranspile;
      process.exit = saved.exit;
      if (saved.console) Object.defineProperty(globalThis, 'console', saved.console);
      for (const [name, descriptor] of saved.streams)
        if (descriptor) Object.defineProperty(process, name, descriptor);
      process.exitCode = saved.exitCode;
      if (process.cwd() !== saved.cwd) process.chdir(saved.cwd);
      process.argv = saved.argv;
      process.env = saved.env;
    }
  });
}

const runOclif = (oclif: Oclif, args: string[]) =>
  oclif.execute({ args, loadOptions: { root: CLI_ROOT, pjson: pjson() } });

/** `techcensus …args` with `opts.env` as its whole environment and `opts.input` as its stdin. */
export function runInProcess(
  args: string[],
  opts: { env: NodeJS.ProcessEnv; input?: string; cwd?: string },
): Promise<InProcessResult> {
  const stage: Stage = {
    args,
    env: opts.env,
    cwd: opts.cwd,
    stdin: new PassThrough(),
    stdout: new Capture(),
    stderr: new Capture(),
  };
  stage.stdin.end(opts.input ?? '');
  return holding(stage, async ({ oclif, code }) => {
    let status: number;
    try {
      await runOclif(oclif, args);
      status = code();
    } catch (err) {
      if (!(err instanceof InProcessExit)) {
        // What Node does with an error nothing caught: prints it and exits 1.
        stage.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
        return { code: 1, stdout: stage.stdout.text, stderr: stage.stderr.text };
      }
      status = code();
    }
    return { code: status, stdout: stage.stdout.text, stderr: stage.stderr.text };
  });
}

/**
 * `techcensus mcp …` in this process, as an MCP client transport: what the client sends is the
 * command's stdin, its stdout is read back as messages. The command holds the process only to
 * start (until it listens on stdin) and to stop (closing stdin, as a client does); in between it
 * serves with the streams and the API client it made, so other calls run meanwhile.
 */
export class InProcessStdio implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private readonly stage: Stage;
  private readonly incoming = new ReadBuffer();
  private served: Promise<void> | undefined;
  private closed = false;

  constructor(args: string[], opts: { env: NodeJS.ProcessEnv }) {
    this.stage = {
      args,
      env: opts.env,
      stdin: new PassThrough(),
      stdout: new Capture((chunk) => this.receive(chunk)),
      stderr: new Capture(),
    };
  }

  async start(): Promise<void> {
    const { stdin, stderr } = this.stage;
    const listening = new Promise<boolean>((resolve) => {
      stdin.on('newListener', (event) => {
        if (event === 'data') resolve(true);
      });
    });
    await holding(this.stage, async ({ oclif }) => {
      const served = runOclif(oclif, this.stage.args).then(
        () => undefined,
        (err) => {
          stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
        },
      );
      this.served = served;
      const started = await Promise.race([listening, served.then(() => false)]);
      if (!started)
        throw new Error(`techcensus ${this.stage.args.join(' ')} ended before serving:\n${stderr.text}`);
    });
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.stage.stdin.write(serializeMessage(message));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const served = this.served;
    if (served) {
      await holding(this.stage, async () => {
        this.stage.stdin.end();
        await served;
      });
    }
    this.onclose?.();
  }

  private receive(chunk: Buffer): void {
    this.incoming.append(chunk);
    try {
      for (let m = this.incoming.readMessage(); m; m = this.incoming.readMessage()) this.onmessage?.(m);
    } catch (err) {
      this.onerror?.(err as Error);
    }
  }
}
