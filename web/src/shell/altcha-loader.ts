import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

/**
 * Defines the <altcha-widget> element. The "external" build keeps its proof-of-work worker in a
 * file of our own origin, which the strict CSP allows (the default build makes blob workers).
 */
export function registerAltcha(): void {
  for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
    globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
  }
}
