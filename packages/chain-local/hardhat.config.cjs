// Hardhat 2 for `hardhat node` only: the local chain of packages/chain-local (CONTEXT.md).
// Nothing is compiled here (TestUSDT.json is compiled with solc-js by src/compile.ts), so the
// compiler downloads of hardhat, which cannot reach the internet, never happen.
/* global module */
/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      // Every transaction is mined at once unless a test turns automine off (evm_setAutomine).
      mining: { auto: true, interval: 0 },
    },
  },
  paths: { sources: './contracts', cache: './.hardhat-cache', artifacts: './.hardhat-artifacts' },
};
