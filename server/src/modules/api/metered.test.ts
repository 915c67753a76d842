import { describe, expect, it } from 'vitest';
import type { ApiCall, ApiGate, ApiOperation } from './gate.ts';
import { metered, type Works } from './metered.ts';

const CALL: ApiCall = { accountId: 7, requestId: 'r-1', keyHash: 'h' };

/** A gate that records what the meter asks of it, in order. */
function recordingGate() {
  const steps: string[] = [];
  const charges: { route: ApiOperation; units: number; record: boolean }[] = [];
  const gate = {
    open: async () => {
      steps.push('open');
      return CALL;
    },
    charge: async (
      _call: ApiCall,
      _res: unknown,
      route: ApiOperation,
      units: number,
      how: { record?: unknown } = {},
    ) => {
      steps.push('charge');
      charges.push({ route, units, record: how.record !== undefined });
      return 0;
    },
    close: () => {},
  } as unknown as ApiGate;
  return { gate, steps, charges };
}

const answer = { status: 200 as const, body: {} as never };

/** Works for every route answering an empty body; `overrides` replaces some. */
function works(overrides: Partial<Works>, log: string[]): Works {
  const plain = async () => {
    log.push('work');
    return { answer };
  };
  const counted = async () => {
    log.push('work');
    return { answer, units: 3 };
  };
  return {
    creditBalance: plain,
    creditHistory: plain,
    testDomainLookup: plain,
    domainLookup: plain,
    bulkDomainLookup: counted,
    subdomainLookup: counted,
    startScan: plain,
    scanStatus: plain,
    countWebsites: plain,
    listWebsites: counted,
    technologyLookup: plain,
    technologyWebsites: counted,
    cveLookup: plain,
    createAlert: plain,
    listAlerts: plain,
    getAlert: plain,
    updateAlert: plain,
    deleteAlert: plain,
    testAlert: plain,
    rotateAlertSecret: plain,
    alertDeliveries: plain,
    ...overrides,
  } as Works;
}

function fakeResponse() {
  const headers: Record<string, string> = {};
  return { headers, set: (h: Record<string, string>) => Object.assign(headers, h) };
}

type Next = (err?: unknown) => void;
type Route = {
  middleware: ((req: object, res: object, next: Next) => void)[];
  handler: (input: { req: object; res: object }) => Promise<unknown>;
};

/** Runs a route as Express does: its middleware in order, then, when all of them passed, its handler. */
async function run(route: unknown, res = fakeResponse(), req: object = { query: {} }) {
  const { middleware, handler } = route as Route;
  for (const step of middleware) {
    const refused = await new Promise((resolve) => step(req, res, resolve));
    if (refused) throw refused;
  }
  return handler({ req, res });
}

/** How the request is read; it records when. */
const reading = (steps: string[]) => [
  (_req: unknown, _res: unknown, next: Next) => {
    steps.push('read');
    next();
  },
];

describe('metered', () => {
  it('opens the gate, runs the work, then charges under the route key', async () => {
    const { gate, steps, charges } = recordingGate();
    const handlers = metered(gate, works({}, steps), reading(steps));
    expect(await run(handlers.domainLookup)).toEqual(answer);
    expect(steps).toEqual(['open', 'read', 'work', 'charge']);
    expect(charges).toEqual([{ route: 'domainLookup', units: 1, record: false }]);
  });

  it('charges a per-unit route the units its work counted', async () => {
    const { gate, charges } = recordingGate();
    await run(metered(gate, works({}, []), []).listWebsites);
    expect(charges).toEqual([{ route: 'listWebsites', units: 3, record: false }]);
  });

  it('charges nothing when the work throws', async () => {
    const { gate, steps, charges } = recordingGate();
    const failing = works(
      {
        domainLookup: async () => {
          throw new Error('not in the index');
        },
      },
      steps,
    );
    await expect(run(metered(gate, failing, []).domainLookup)).rejects.toThrow('not in the index');
    expect(steps).toEqual(['open']);
    expect(charges).toEqual([]);
  });

  it('makes a deferred answer and sets its headers only after the charge', async () => {
    const { gate, steps, charges } = recordingGate();
    const res = fakeResponse();
    const scan = works(
      {
        startScan: async () => ({
          record: async () => {},
          answer: async () => {
            steps.push(`answer after ${charges.length} charge`);
            return { status: 202 as const, body: {} as never };
          },
          headers: { Location: '/api/v1/scans/1' },
        }),
      },
      steps,
    );
    expect(await run(metered(gate, scan, []).startScan, res)).toEqual({ status: 202, body: {} });
    expect(steps).toEqual(['open', 'charge', 'answer after 1 charge']);
    expect(charges).toEqual([{ route: 'startScan', units: 1, record: true }]);
    expect(res.headers).toEqual({ Location: '/api/v1/scans/1' });
  });

  it('refuses at start a contract route without a work', () => {
    const { gate } = recordingGate();
    const missing = { ...works({}, []) } as Partial<Works>;
    delete missing.cveLookup;
    expect(() => metered(gate, missing as Works, [])).toThrow('cveLookup has no work');
  });

  it('reads nothing of a call the gate refuses', async () => {
    const { gate, steps } = recordingGate();
    const refusing = {
      ...gate,
      open: async () => {
        steps.push('open');
        throw new Error('no key');
      },
    } as ApiGate;
    await expect(run(metered(refusing, works({}, steps), reading(steps)).listWebsites)).rejects.toThrow(
      'no key',
    );
    expect(steps).toEqual(['open']);
  });

  it('refuses query parameters the route does not take, after the gate and before the work', async () => {
    const { gate, steps } = recordingGate();
    const handlers = metered(gate, works({}, steps), []);
    const unknown = run(handlers.creditHistory, fakeResponse(), { query: { limit: '5', limt: '5' } });
    await expect(unknown).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'limt: unknown query parameter',
    });
    // A route without a query schema takes no parameter at all.
    await expect(run(handlers.creditBalance, fakeResponse(), { query: { a: '1' } })).rejects.toMatchObject({
      status: 400,
      extra: { details: [{ path: 'a', message: 'unknown query parameter' }] },
    });
    expect(steps).toEqual(['open', 'open']);
    expect(await run(handlers.creditHistory, fakeResponse(), { query: { limit: '5' } })).toEqual(answer);
  });
});
