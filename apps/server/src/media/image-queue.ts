// The one way into the image pipeline for uploads: at most IMAGE_QUEUE.concurrency requests process
// images at a time in this process (each one image after another), the next ones wait their turn in
// order, and beyond IMAGE_QUEUE.maxWaiting the answer is a Spanish 503 with Retry-After. Decoding a
// phone photo takes tens of megabytes for a second or two; letting every upload decode at once is how
// six parallel requests reached 710 MB (issue 14).
import { AppError } from '@campito/core';

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

export function createTaskQueue(options: {
  concurrency: number;
  maxWaiting: number;
  retryAfterSeconds: number;
  /** What a task refused for a full queue throws (default: the uploads' UploadsBusyError). */
  busy?: (retryAfterSeconds: number) => Error;
}): TaskQueue {
  const waiters: (() => void)[] = [];
  const stats: QueueStats = { active: 0, waiting: 0, maxActive: 0, maxWaiting: 0, completed: 0, refused: 0 };

  const release = () => {
    const next = waiters.shift();
    stats.waiting = waiters.length;
    // The slot passes straight to the next in line, so nobody can jump the queue in between.
    if (next) next();
    else stats.active--;
  };

  return {
    stats,
    resetStats() {
      Object.assign(stats, { maxActive: stats.active, maxWaiting: stats.waiting, completed: 0, refused: 0 });
    },
    async run(task) {
      if (stats.active >= options.concurrency) {
        if (waiters.length >= options.maxWaiting) {
          stats.refused++;
          throw (options.busy ?? ((seconds) => new UploadsBusyError(seconds)))(options.retryAfterSeconds);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          stats.waiting = waiters.length;
          stats.maxWaiting = Math.max(stats.maxWaiting, stats.waiting);
        });
      } else {
        stats.active++;
      }
      stats.maxActive = Math.max(stats.maxActive, stats.active);
      try {
        return await task();
      } finally {
        stats.completed++;
        release();
      }
    },
  };
}

/** The process-wide queue every upload goes through (processUploads). */
export const imageQueue = createTaskQueue(IMAGE_QUEUE);
