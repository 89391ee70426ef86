// Preloaded into `hardhat node` (node --require) by local-chain.ts: the node ends when its parent
// does, even when the parent is killed outright (SIGKILL runs no exit handler). The parent holds
// the other end of this process's stdin; when it dies, the pipe closes and stdin ends.
/* global process */
'use strict';
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
