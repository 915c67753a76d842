import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { EXIT } from './exit-codes.ts';
import { CliFailure } from './failure.ts';

/**
 * `techcensus mcp` runs on the MCP SDK, an optional peer dependency of the CLI: a plain install
 * leaves it out (it brings about a hundred packages that no other command uses), and only `mcp`
 * loads it. This file must not import it, nor anything that does.
 */
export const MCP_SDK = '@modelcontextprotocol/sdk';

/** Whether loading failed because the MCP SDK itself is absent, not something it imports. */
export function isMcpSdkMissing(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return (
    (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes(`'${MCP_SDK}'`)
  );
}

/**
 * The command that installs the MCP SDK where Node will find it from the CLI at `root` (its
 * package folder), and where it is run: npx's cache, a project's node_modules, or else a global
 * install, whose node_modules folder is the CLI's parent too.
 */
export function mcpInstallAdvice(root: string, range: string | undefined, isProject = hasManifest): string {
  const spec = `"${MCP_SDK}${range ? `@${range}` : ''}"`;
  if (root.includes(`${sep}_npx${sep}`)) {
    return `Run it through npx with both packages:\n  npx -p @techcensus/cli -p ${spec} techcensus mcp`;
  }
  // The outermost node_modules: the CLI may sit deeper, as a dependency of a dependency.
  const at = root.indexOf(`${sep}node_modules${sep}`);
  const project = at < 0 ? undefined : root.slice(0, at) || sep;
  if (project && isProject(project)) {
    return `Install it in ${project}, beside the CLI:\n  npm install ${spec}`;
  }
  return `Install it beside the CLI:\n  npm install -g ${spec}`;
}

function hasManifest(dir: string): boolean {
  return existsSync(join(dir, 'package.json'));
}

/** The failure `techcensus mcp` ends with when the MCP SDK is not installed (exit 9). */
export function mcpSdkMissing(root: string, range: string | undefined): CliFailure {
  return new CliFailure(
    `techcensus mcp needs the MCP SDK (${MCP_SDK}), which is not installed.\nIt is an optional dependency of @techcensus/cli, left out of a plain install to keep it small.\n${mcpInstallAdvice(root, range)}`,
    EXIT.notInstalled,
    'mcp_sdk_missing',
  );
}
