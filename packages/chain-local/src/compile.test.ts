import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACT_PATH, artifactText, compileTestUsdt } from './compile.ts';

// solc-js (wasm) compiles TestUSDT in about 5 s here; CHAIN_LOCAL_SKIP_COMPILE=1 skips it.
describe.skipIf(process.env.CHAIN_LOCAL_SKIP_COMPILE === '1')('TestUSDT.json', () => {
  it('is what solc makes of TestUSDT.sol now (run `npm run compile -w packages/chain-local`)', () => {
    expect(fs.readFileSync(ARTIFACT_PATH, 'utf8')).toBe(artifactText(compileTestUsdt()));
  }, 60_000);
});
