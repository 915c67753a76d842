// The matcher lives in the contract so that the website resolves addresses with the same code.
export { matchRoute, type RouteEntry, routeTable } from '@techcensus/contract';
