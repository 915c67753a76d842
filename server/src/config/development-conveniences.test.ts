import { expect, it } from 'vitest';
import { developmentConveniences, loadConfig } from './index.ts';

it('development conveniences are on in development, off in production, on a remote address or when turned off', () => {
  expect(developmentConveniences(loadConfig({}))).toEqual({ outbox: true, testCheckout: true });
  expect(developmentConveniences(loadConfig({ NODE_ENV: 'production' }))).toEqual({
    outbox: false,
    testCheckout: false,
  });
  expect(
    developmentConveniences(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://census.example' })),
  ).toEqual({ outbox: false, testCheckout: false });
  expect(developmentConveniences(loadConfig({ DEV_OUTBOX: 'false' })).outbox).toBe(false);
});
