// An s3rver in a process of its own (apps/api/test/s3-server.ts starts it): argv is the folder for its
// objects, then the buckets to make. Prints `{"port":…}` once it listens on loopback; ends with its parent.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory: directory!,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// The parent holds stdin open; when it goes (even killed), so does this server.
process.stdin.resume();
process.stdin.on('close', () => process.exit(0));
