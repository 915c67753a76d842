import { TechCensusCommand } from '../base.ts';
import { isMcpSdkMissing, MCP_SDK, mcpSdkMissing } from '../mcp-sdk.ts';

export default class Mcp extends TechCensusCommand {
  // stdout carries the protocol: there is no result to print as JSON.
  static override enableJsonFlag = false;
  static override summary = 'Serve the TechCensus API to AI assistants (an MCP server on stdio).';
  static override description =
    `Starts a Model Context Protocol server on stdin/stdout, the way assistants launch one: website and technology lookups, website lists by filters a page at a time, counts, live scans, the credits balance and alerts, as tools. Every call is made with your API key and charged like the same API call; each tool's description says its cost. Runs until the assistant closes it. Add it to an assistant's configuration with command "techcensus", args ["mcp"] and TECHCENSUS_API_KEY in env (or log in once with \`techcensus login\`). Needs the MCP SDK installed beside the CLI (an optional dependency): without it this command prints how to install it and exits 9.`;
  static override examples = [
    '<%= config.bin %> mcp',
    '<%= config.bin %> mcp --api-key tc_… --base-url https://techcensus.example',
  ];

  async run(): Promise<void> {
    const { flags } = await this.parse(Mcp);
    // Loaded only here: the MCP SDK is an optional dependency that a plain install leaves out, it
    // takes longer to load than the rest of the CLI, and the build keeps this import a chunk of
    // its own, so no other command reads it.
    const { serveStdio } = await import('../mcp/index.ts').catch((err: unknown) => {
      throw isMcpSdkMissing(err)
        ? mcpSdkMissing(this.config.root, this.config.pjson.peerDependencies?.[MCP_SDK])
        : err;
    });
    // No key is no reason to refuse to start: the assistant shows each tool's "No API key" answer.
    const client = await this.client(flags, { needsKey: false });
    const apiKey = await this.apiKey(flags);
    if (process.stdin.isTTY) {
      this.note(
        'Serving MCP on stdin/stdout: an assistant starts this command itself (see `techcensus mcp --help`). Ctrl-C stops it.',
      );
    }
    await serveStdio(
      { client, baseUrl: await this.baseUrl(flags), hasKey: apiKey !== undefined },
      this.config.version,
    );
  }
}
