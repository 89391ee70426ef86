/**
 * Compiles contracts/TestUSDT.sol with solc-js (the `solc` package, pinned) and writes
 * contracts/TestUSDT.json ({abi, bytecode}), which is committed: `hardhat node` never compiles
 * (its compiler downloads cannot reach the internet). `npm run compile -w packages/chain-local`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const SOURCE_PATH = fileURLToPath(new URL('../contracts/TestUSDT.sol', import.meta.url));
export const ARTIFACT_PATH = fileURLToPath(new URL('../contracts/TestUSDT.json', import.meta.url));

export interface Artifact {
  contractName: string;
  solcVersion: string;
  abi: unknown[];
  bytecode: string;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
  >;
}

interface Solc {
  compile(input: string): string;
  version(): string;
}

/** A fresh compile of TestUSDT.sol: the same input always gives the same bytecode. */
export function compileTestUsdt(): Artifact {
  const solc = createRequire(import.meta.url)('solc') as Solc;
  const input = {
    language: 'Solidity',
    sources: { 'TestUSDT.sol': { content: fs.readFileSync(SOURCE_PATH, 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'paris',
      // No metadata hash: the bytecode does not change with the source's comments or paths.
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['TestUSDT.sol']?.['TestUSDT'];
  if (!contract) throw new Error('solc gave no TestUSDT');
  return {
    contractName: 'TestUSDT',
    solcVersion: solc.version(),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
}

export function artifactText(artifact: Artifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const artifact = compileTestUsdt();
  fs.writeFileSync(ARTIFACT_PATH, artifactText(artifact));
  const ms = Math.round(performance.now() - started);
  process.stderr.write(`TestUSDT.json written (solc ${artifact.solcVersion}, ${ms} ms)\n`);
}
