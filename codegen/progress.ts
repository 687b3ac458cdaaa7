/** One step of a run, for a progress line: the stage, and the spec or service it is at. */
export interface ProgressEvent {
  stage: 'read' | 'parse' | 'ir' | 'emit' | 'write';
  /** A spec file (read, parse, ir), or the file of a service being emitted. */
  file?: string;
  /** The service being emitted. */
  service?: string;
  /** Files being written. */
  count?: number;
  /** Position among the specs of the run, or the files of the service, from 1. */
  index?: number;
  total?: number;
}

/** Receives progress events; the command line prints them once a run takes longer than a second. */
export type Progress = (event: ProgressEvent) => void;
