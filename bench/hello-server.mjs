// The baseline of `npm run bench`: a bare Fastify hello-world in a process of its own, loaded
// from another process exactly as the API server is (DESIGN §10). Listens on 127.0.0.1:PORT and
// prints "listening" once it does.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
