import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from './exit-codes.ts';
import { isMcpSdkMissing, MCP_SDK, mcpInstallAdvice, mcpSdkMissing } from './mcp-sdk.ts';

const at = (...parts: string[]) => join(sep, ...parts);
const cli = ['node_modules', '@techcensus', 'cli'];

describe('the advice when the MCP SDK is missing', () => {
  it('a global install: npm install -g, with the range the CLI takes', () => {
    const root = at('usr', 'local', 'lib', ...cli);
    expect(mcpInstallAdvice(root, '^1.32.2', () => false)).toBe(
      `Install it beside the CLI:\n  npm install -g "${MCP_SDK}@^1.32.2"`,
    );
  });

  it("a project's dependency, also deep in another package's: npm install in the project", () => {
    const project = at('home', 'me', 'app');
    const isProject = (dir: string) => dir === project;
    const advice = `Install it in ${project}, beside the CLI:\n  npm install "${MCP_SDK}@^1.32.2"`;
    expect(mcpInstallAdvice(join(project, ...cli), '^1.32.2', isProject)).toBe(advice);
    const deep = join(project, 'node_modules', 'some-tool', ...cli);
    expect(mcpInstallAdvice(deep, '^1.32.2', isProject)).toBe(advice);
  });

  it("npx's cache: npx with both packages", () => {
    const root = at('home', 'me', '.npm', '_npx', '1a2b3c', ...cli);
    expect(mcpInstallAdvice(root, '^1.32.2', () => true)).toBe(
      `Run it through npx with both packages:\n  npx -p @techcensus/cli -p "${MCP_SDK}@^1.32.2" techcensus mcp`,
    );
  });

  it('ends the command with exit 9 and a code of its own', () => {
    const failure = mcpSdkMissing(at('opt', ...cli), undefined);
    expect(failure.exit).toBe(EXIT.notInstalled);
    expect(failure.code).toBe('mcp_sdk_missing');
    expect(failure.message).toContain(`npm install -g "${MCP_SDK}"`);
  });
});

describe('isMcpSdkMissing', () => {
  const notFound = (what: string) =>
    Object.assign(new Error(`Cannot find package '${what}' imported from /x/dist/mcp.js`), {
      code: 'ERR_MODULE_NOT_FOUND',
    });

  it('is the MCP SDK itself not found, not a package it imports nor another fault', () => {
    expect(isMcpSdkMissing(notFound(MCP_SDK))).toBe(true);
    expect(isMcpSdkMissing(notFound('ajv'))).toBe(false);
    expect(isMcpSdkMissing(new Error(`'${MCP_SDK}' broke`))).toBe(false);
    expect(isMcpSdkMissing(undefined)).toBe(false);
  });
});
