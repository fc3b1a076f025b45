// The server's test support other workspaces' tests use ("@campito/server/test"): the app on a fresh
// database, and the public forms' valid samples.

export * from '@campito/core/test';
export { createTestApp, type TestApp } from './app';
