-- Errors reported by browsers (POST /report-client-error): kept for the operators to read.
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  url text NOT NULL,
  error_message text NOT NULL,
  error_stack text,
  error_info text,
  user_agent text,
  reported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_errors_reported_at ON client_errors (reported_at DESC);
