import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The credentials s3rver accepts (it checks every request's signature against them). */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.ts');

/**
 * An S3-compatible server on a free loopback port, keeping its objects in a temporary folder. It runs
 * in its own process: s3rver's listing continuation tokens use DES, which Node 20's OpenSSL 3 offers
 * only with its legacy provider, and the app under test should not run with that switched on.
 */
export async function startS3Server(buckets: string[] = []) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', script, directory, ...buckets],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve((JSON.parse(out) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Gone at once: connections are refused from now on. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
