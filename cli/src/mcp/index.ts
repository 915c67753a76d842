export { createMcpServer, serveStdio } from './server.ts';
export type { ToolContext } from './tool.ts';
export { MCP_WEBSITE_ROWS_MAX, SCAN_WAIT_MAX_SECONDS, TOOLS } from './tools/index.ts';
