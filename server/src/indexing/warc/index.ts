export { type ArchiveReader, archivedVisit } from './archived-visit.ts';
export { indexWarcList } from './command.ts';
export { type HomeCapture, type HomePages, homePages, MAX_REDIRECTS } from './home-pages.ts';
export {
  type ArchivedMeta,
  type ArchivedResponse,
  readArchived,
  type SegmentScan,
  scanWarc,
} from './read-warc.ts';
export { type CaptureWritten, indexSegment, type SegmentInput, type SegmentSummary } from './segment.ts';
export {
  enqueueSegments,
  ensureWarcQueue,
  runSegment,
  type SegmentJobState,
  segmentJobStates,
  startWarcWorkers,
  WARC_QUEUE,
  type WarcDeps,
  type WarcJob,
  type WarcJobOutput,
} from './segment-queue.ts';
export {
  type ArchiveClient,
  archiveClient,
  COMMON_CRAWL_BASE,
  openSegment,
  SourceError,
  segmentList,
} from './sources.ts';
export { WarcError } from './warc-records.ts';
