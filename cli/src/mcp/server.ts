import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { registerTool, type ToolContext } from './tool.ts';
import { TOOLS } from './tools/index.ts';

const INSTRUCTIONS = `TechCensus knows which technologies websites use (CMS, frameworks, analytics, servers, with versions and known CVEs) from its index of crawled sites.
Every call is made with the user's API key and most cost credits: each tool's description says what it costs. get_credits, lookup_technology, count_websites, get_scan and the alert tools are free; prefer count_websites before list_websites, and ask list_websites for only the rows needed.`;

/** An MCP server offering the TechCensus API as tools, every call through `ctx.client`. */
export function createMcpServer(ctx: ToolContext, version: string): McpServer {
  const server = new McpServer({ name: 'techcensus', version }, { instructions: INSTRUCTIONS });
  for (const tool of TOOLS) registerTool(server, tool, ctx);
  return server;
}

/**
 * Serves on stdin/stdout, as assistants launch it, until the client closes stdin. Nothing else
 * may write to stdout: it carries the protocol.
 */
export async function serveStdio(ctx: ToolContext, version: string): Promise<void> {
  const server = createMcpServer(ctx, version);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  // The transport does not watch for the end of its input; the client closing stdin is the end.
  process.stdin.once('end', () => void server.close());
  await server.connect(new StdioServerTransport());
  await closed;
}
