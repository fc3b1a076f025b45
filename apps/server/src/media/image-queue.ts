// The one way into the image pipeline for uploads: at most IMAGE_QUEUE.concurrency requests process
// images at a time in this process (each one image after another), the next ones wait their turn in
// order, and beyond IMAGE_QUEUE.maxWaiting the answer is a Spanish 503 with Retry-After. Decoding a
// phone photo takes tens of megabytes for a second or two; letting every upload decode at once is how
// six parallel requests reached 710 MB (issue 14).
import { AppError } from '@campito/core';
import PQueue from 'p-queue';

export const IMAGE_QUEUE = {
  /** Requests whose images are processed at once (each one image at a time, so images at once, too). */
  concurrency: 1,
  /** Requests that may wait their turn; one more gets the 503. */
  maxWaiting: 8,
  /** What Retry-After says when the queue is full, in seconds. */
  retryAfterSeconds: 30,
} as const;

export const UPLOADS_BUSY_MSG =
  'Estamos procesando muchas fotos en este momento. Esperá un minuto y volvé a enviar el formulario.';

/** The queue is full: 503 with Retry-After (the files were not kept). */
export class UploadsBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, UPLOADS_BUSY_MSG, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

interface QueueStats {
  active: number;
  waiting: number;
  /** The most tasks seen running at once, and waiting at once, since the process started (or reset). */
  maxActive: number;
  maxWaiting: number;
  completed: number;
  /** Refused with the 503. */
  refused: number;
}

export interface TaskQueue {
  /** Runs `task` when a slot is free; throws (UploadsBusyError by default) at once when too many already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly stats: Readonly<QueueStats>;
  /** Zeroes the maxima and totals (tests). */
  resetStats(): void;
}

/** A p-queue that refuses at once, with `busy`, when `maxWaiting` tasks already wait, and counts what it did. */
export function createTaskQueue(options: {
  concurrency: number;
  maxWaiting: number;
  retryAfterSeconds: number;
  /** What a task refused for a full queue throws (default: the uploads' UploadsBusyError). */
  busy?: (retryAfterSeconds: number) => Error;
}): TaskQueue {
  const queue = new PQueue({ concurrency: options.concurrency });
  // The counts are plain fields; what runs and waits now is read from the queue itself.
  const stats: QueueStats = {
    get active() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
    maxActive: 0,
    maxWaiting: 0,
    completed: 0,
    refused: 0,
  };
  queue.on('active', () => {
    stats.maxActive = Math.max(stats.maxActive, queue.pending);
  });

  return {
    stats,
    resetStats() {
      Object.assign(stats, { maxActive: queue.pending, maxWaiting: queue.size, completed: 0, refused: 0 });
    },
    async run(task) {
      if (queue.pending >= options.concurrency && queue.size >= options.maxWaiting) {
        stats.refused++;
        throw (options.busy ?? ((seconds) => new UploadsBusyError(seconds)))(options.retryAfterSeconds);
      }
      const done = queue.add(async () => {
        try {
          return await task();
        } finally {
          stats.completed++;
        }
      });
      stats.maxWaiting = Math.max(stats.maxWaiting, queue.size);
      return done;
    },
  };
}

/** The process-wide queue every upload goes through (processUploads). */
export const imageQueue = createTaskQueue(IMAGE_QUEUE);
