#!/usr/bin/env node
// `npm start`: the built server with the full demo. Outside production the sandbox payment
// provider ('simulate payment') is switched on here, explicitly, unless PAY_SANDBOX is already
// set; the server itself never turns it on by default and refuses it when NODE_ENV=production
// (as it does DEMO_SEED, which is on by default outside production only).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.NODE_ENV !== 'production' && !process.env.PAY_SANDBOX) {
  process.env.PAY_SANDBOX = '1';
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
