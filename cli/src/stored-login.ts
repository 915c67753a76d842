import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What `techcensus login` keeps: the key and the service it was checked against. */
export interface StoredLogin {
  apiKey: string;
  baseUrl: string;
  savedAt: string;
}

export const CONFIG_FILE = 'config.json';

export const configFile = (configDir: string): string => join(configDir, CONFIG_FILE);

export async function readLogin(configDir: string): Promise<StoredLogin | null> {
  let text: string;
  try {
    text = await readFile(configFile(configDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const data = JSON.parse(text) as Partial<StoredLogin>;
    return typeof data.apiKey === 'string' && data.apiKey
      ? { apiKey: data.apiKey, baseUrl: data.baseUrl ?? '', savedAt: data.savedAt ?? '' }
      : null;
  } catch {
    // A hand-edited file that no longer parses is treated as no login; `login` rewrites it.
    return null;
  }
}

/**
 * Writes the file readable by its owner only (0600, folder 0700): it holds a secret. The key is
 * written to a temporary file first, so a crash never leaves half a file or a moment at wider mode.
 */
export async function saveLogin(configDir: string, login: StoredLogin): Promise<string> {
  await mkdir(configDir, { recursive: true, mode: 0o700 });
  const file = configFile(configDir);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  await chmod(temp, 0o600);
  await rename(temp, file);
  return file;
}

/** True when there was a stored login to remove. */
export async function removeLogin(configDir: string): Promise<boolean> {
  const existing = await readLogin(configDir).catch(() => null);
  await rm(configFile(configDir), { force: true });
  return existing !== null;
}
