import { type RunningServer, type ServerHooks, startServer } from '../../server/src/main.ts';

/** The whole service in-process on a free loopback port, on a throw-away embedded database. */
export function testServerEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...extra,
  };
}

export async function startTestServer(
  extra: Record<string, string> = {},
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  return startServer(testServerEnv(extra), hooks);
}
