import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '../data/report-crash.ts';
import { CrashPage } from '../pages/ErrorPages.tsx';

interface Props {
  /** The address shown; moving to another one gives the new page a fresh start. */
  resetKey: string;
  children: ReactNode;
  /** Where the report goes; replaceable so tests can observe it. */
  report?: (error: unknown, componentStack: string | undefined) => void | Promise<void>;
}

/** A page that throws while rendering shows the crash page and is reported (part 2 §4, §8). */
export class CrashBoundary extends Component<Props, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    void (this.props.report ?? reportCrash)(error, info.componentStack ?? undefined);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.crashed && prev.resetKey !== this.props.resetKey) this.setState({ crashed: false });
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    // The boundary wraps the whole page area, <main> included, so it brings its own.
    return (
      <main id="content" className="container page" tabIndex={-1}>
        <CrashPage />
      </main>
    );
  }
}
