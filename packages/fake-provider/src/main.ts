import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { fakeProviderConfig } from './config.ts';
import { startFakeProvider } from './server.ts';

/**
 * Runs the fake provider by hand:
 *   node --import tsx packages/fake-provider/src/main.ts --port 8090 [--host 127.0.0.1]
 *     [--config providers.json] [--state fake-state.json] [--control-token TOKEN] [--public-url URL]
 * The config file is a list of providers (or `{providers: […]}`); more can be added while it runs
 * with `POST /_control/providers`. The control token may also come from FAKE_PROVIDER_TOKEN.
 */

const configFile = z.union([
  z.array(fakeProviderConfig),
  z.object({ providers: z.array(fakeProviderConfig) }).transform((file) => file.providers),
]);

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8090' },
    host: { type: 'string', default: '127.0.0.1' },
    config: { type: 'string' },
    state: { type: 'string' },
    'control-token': { type: 'string' },
    'public-url': { type: 'string' },
  },
});

const providers = values.config
  ? configFile.parse(JSON.parse(readFileSync(values.config, 'utf8')))
  : [];
const fake = await startFakeProvider({
  host: values.host,
  port: Number(values.port),
  providers,
  stateFile: values.state,
  controlToken: values['control-token'] ?? process.env.FAKE_PROVIDER_TOKEN,
  publicUrl: values['public-url'],
});

console.log(`fake provider on ${fake.url}`);
for (const provider of providers) {
  console.log(
    `  ${provider.code} (${provider.mode}, ${provider.signing}): ${fake.url}/${provider.code}`,
  );
}

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
