import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { TechCensusClient } from '@techcensus/sdk';
import type { z } from 'zod';
import { errorResult, noKeyResult } from './errors.ts';

/** What every tool works with: one client, holding the key the command was given. */
export interface ToolContext {
  client: TechCensusClient;
  baseUrl: string;
  /** False when no key was found: tools then answer how to give one instead of calling. */
  hasKey: boolean;
}

/** What a tool's work hands back: a few lines for the assistant, and the API's answer as data. */
export interface ToolAnswer<T> {
  text: string;
  data: T;
}

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface TechCensusTool<
  I extends ObjectSchema = ObjectSchema,
  O extends ObjectSchema = ObjectSchema,
> {
  name: string;
  title: string;
  /** Says what the tool does and what it costs: assistants choose tools by it. */
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotations;
  run(args: z.output<I>, ctx: ToolContext, signal: AbortSignal): Promise<ToolAnswer<z.input<O>>>;
}

/** Keeps each tool's own input and output types while the server holds them in one list. */
export const defineTool = <I extends ObjectSchema, O extends ObjectSchema>(
  tool: TechCensusTool<I, O>,
): TechCensusTool => tool as unknown as TechCensusTool;

/**
 * Registers a tool so that nothing it meets ends the server: a missing key, an API refusal or a
 * fault all become an `isError` result the assistant can read and act on.
 */
export function registerTool(server: McpServer, tool: TechCensusTool, ctx: ToolContext): void {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      annotations: { title: tool.title, ...tool.annotations },
    },
    async (args: unknown, extra: { signal: AbortSignal }): Promise<CallToolResult> => {
      if (!ctx.hasKey) return noKeyResult();
      try {
        const answer = await tool.run(args as z.output<ObjectSchema>, ctx, extra.signal);
        return {
          content: [{ type: 'text', text: answer.text }],
          structuredContent: answer.data as Record<string, unknown>,
        };
      } catch (err) {
        return errorResult(err, ctx.baseUrl);
      }
    },
  );
}
