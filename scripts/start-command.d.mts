export declare const START_NODE_FLAGS: string[];
export declare const START_ENV: Record<string, string>;
export declare function startProduction(options: {
  root: string;
  port: number;
  env?: Record<string, string | undefined>;
  stdout?: 'ignore' | 'drain' | 'keep';
  readyWithinMs?: number;
}): Promise<{
  url: string;
  child: import('node:child_process').ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}>;
export declare function freePort(): Promise<number>;
