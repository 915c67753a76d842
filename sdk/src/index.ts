export { type ClientOptions, createClient, type TechCensusClient } from './client.ts';
export { TechCensusError } from './errors.ts';
