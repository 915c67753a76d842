import { site } from './client.ts';

const clip = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/**
 * Tells the server a page crashed while rendering (part 2 §7 POST /report-client-error).
 * Best effort: the user already sees the crash page, and a failing report must not add to it.
 * Lengths are clipped to what the contract accepts so a huge stack does not get it rejected.
 */
export async function reportCrash(error: unknown, componentStack: string | undefined): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  try {
    await site.system.reportClientError({
      body: {
        url: clip(window.location.href, 2048) ?? '/',
        errorMessage: clip(err.message, 4000) || err.name || 'Unknown error',
        errorStack: clip(err.stack, 20_000),
        errorInfo: clip(componentStack, 20_000),
      },
    });
  } catch {
    // Ignored on purpose, see above.
  }
}
