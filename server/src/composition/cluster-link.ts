import type { CachedSiteIndex, StatisticsQuestion } from '../siteindex/statistics-cache.ts';
import type { FromWorker, ToWorker } from './cluster-messages.ts';

/** An HTTP worker's side of the cluster: what the primary told it, and how to tell the primary. */
export interface ClusterLink {
  /** The environment the primary started from, with its port and AUTH_SECRET. */
  env: Record<string, string>;
  statistics: { warm: boolean };
  workers: { live: number };
  refreshElsewhere(question: StatisticsQuestion): Promise<void>;
  forgot(at: number): void;
  sent(name: string): void;
  /** The worker's statistics cache, which the other processes' removals reach from now on. */
  attach(siteIndex: CachedSiteIndex): void;
  serving(): void;
  /** Runs `stop` (once) when the primary asks for it or is gone. */
  onStop(stop: () => void): void;
}

/** Says hello to the primary and resolves with its answer. */
export function joinCluster(): Promise<ClusterLink> {
  const send = (m: FromWorker) => {
    if (process.connected) process.send?.(m);
  };
  const statistics = { warm: false };
  const workers = { live: 0 };
  const pending = new Map<number, { resolve(): void; reject(err: Error): void }>();
  let nextId = 0;
  let cache: CachedSiteIndex | undefined;
  let stop: (() => void) | undefined;
  let stopAsked = false;
  const askStop = () => {
    stopAsked = true;
    // A refresh the primary will never answer must not hold up the stop.
    for (const p of pending.values()) p.reject(new Error('the primary process is stopping'));
    pending.clear();
    stop?.();
  };

  return new Promise((resolve) => {
    const link: ClusterLink = {
      env: {},
      statistics,
      workers,
      refreshElsewhere(question) {
        if (stopAsked) return Promise.reject(new Error('stopping'));
        const id = ++nextId;
        return new Promise<void>((done, fail) => {
          pending.set(id, { resolve: done, reject: fail });
          send({ type: 'refresh', id, question });
        });
      },
      forgot: (at) => send({ type: 'forget', at }),
      sent: (name) => send({ type: 'sent', name }),
      attach(siteIndex) {
        cache = siteIndex;
      },
      serving: () => send({ type: 'serving' }),
      onStop(fn) {
        stop = fn;
        if (stopAsked) fn();
      },
    };
    process.on('message', (m: ToWorker) => {
      switch (m.type) {
        case 'start':
          link.env = m.env;
          workers.live = m.live;
          statistics.warm = statistics.warm || m.warm;
          resolve(link);
          break;
        case 'workers':
          workers.live = m.live;
          break;
        case 'warm':
          statistics.warm = true;
          break;
        case 'forget':
          cache?.forgetAnswersBefore(m.at);
          break;
        case 'refreshed': {
          const p = pending.get(m.id);
          pending.delete(m.id);
          if (m.failed) p?.reject(new Error(m.failed));
          else p?.resolve();
          break;
        }
        case 'stop':
          askStop();
          break;
      }
    });
    // The primary is gone (killed): nothing supervises this worker any more.
    process.once('disconnect', () => {
      if (!stop) process.exit(1);
      askStop();
    });
    send({ type: 'hello' });
  });
}
