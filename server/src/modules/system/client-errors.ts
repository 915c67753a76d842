import type { Queryable } from '../../store/db.ts';

export interface ClientErrorInput {
  url: string;
  errorMessage: string;
  errorStack?: string;
  errorInfo?: string;
}

export async function recordClientError(
  db: Queryable,
  input: ClientErrorInput,
  userAgent: string | undefined,
) {
  await db.query(
    `INSERT INTO client_errors (url, error_message, error_stack, error_info, user_agent)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      input.url,
      input.errorMessage,
      input.errorStack ?? null,
      input.errorInfo ?? null,
      userAgent?.slice(0, 512) ?? null,
    ],
  );
}
