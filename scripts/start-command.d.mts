export declare const START_NODE_FLAGS: string[];
export declare const START_ENV: Record<string, string>;
