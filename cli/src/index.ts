export { TechCensusCommand } from './base.ts';
