import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS, MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES } from '@mietmatch/contract';
import { NGINX_BIN, NGINX_CONF, NODES_EXAMPLE, UNIT_FILE, nodesConf, prepareNginx, unitCommand } from './cluster.mjs';

/*
 * The files of deploy/ as an operator installs them: the cluster tier runs nginx.conf and the unit's
 * command with nodes of its own; here the shipped examples themselves are checked.
 */
const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-deploy-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const MiB = 1024 * 1024;
/** The size nginx writes as `310m`, `512k` or bytes. */
const bytes = (size: string) => {
  const m = /^(\d+)([km]?)$/i.exec(size)!;
  return Number(m[1]) * ({ k: 1024, m: MiB }[m[2]!.toLowerCase() as 'k' | 'm'] ?? 1);
};

describe('deploy/nginx.conf', () => {
  const conf = readFileSync(NGINX_CONF, 'utf8');

  it('lets the largest form the app accepts through, and little more', () => {
    // A tenant request: every image and document at the file limit, plus the multipart field limits of
    // apps/api/src/platform/http-server.ts (100 fields of up to 64 KiB).
    const largestForm = (MAX_REQUEST_IMAGES + MAX_REQUEST_DOCUMENTS) * LIMITS.maxUploadBytes + 100 * 64 * 1024;
    const limit = bytes(/client_max_body_size\s+(\S+);/.exec(conf)![1]!);
    expect(limit).toBeGreaterThanOrEqual(largestForm);
    expect(limit - largestForm).toBeLessThan(8 * MiB);
  });

  it('retries on another node for connection failures, timeouts, 502 and 503, never a POST that arrived', () => {
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(conf).not.toMatch(/non_idempotent/);
  });

  it.skipIf(!existsSync(NGINX_BIN) || !existsSync('/usr/bin/openssl'))(
    'is accepted by nginx -t with the shipped nodes.conf and listen.conf (TLS)',
    () => {
      const dir = tmp();
      // The example's certificate paths, pointed at a throwaway self-signed certificate.
      const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
      const made = spawnSync('/usr/bin/openssl', [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=mietmatch.example'],
        ...['-keyout', key, '-out', cert],
      ]);
      expect(made.status, made.stderr.toString()).toBe(0);
      const listen = readFileSync(path.join(path.dirname(NODES_EXAMPLE), 'listen.conf'), 'utf8')
        .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
        .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`);
      const prefix = path.join(dir, 'nginx');
      const { args } = prepareNginx(prefix, { nodes: readFileSync(NODES_EXAMPLE, 'utf8'), listen });
      const test = spawnSync(NGINX_BIN, ['-t', ...args], { encoding: 'utf8' });
      expect(test.status, test.stderr).toBe(0);
      expect(test.stderr).toMatch(/test is successful/);
      expect(test.stderr).not.toMatch(/\[warn\]/);
    },
  );

  it('gives each node of the cluster the failure settings of the example', () => {
    const example = readFileSync(NODES_EXAMPLE, 'utf8');
    const settings = /^server 127\.0\.0\.1:3001( [^;]*);/m.exec(example)![1];
    expect(nodesConf(['127.0.0.1:4100', '127.0.0.1:4200'])).toBe(
      `server 127.0.0.1:4100${settings};\nserver 127.0.0.1:4200${settings};\n`,
    );
  });
});

describe('deploy/mietmatch@.service', () => {
  it('starts the API server with node as production, on loopback, named and on the instance’s port', () => {
    const { args, env } = unitCommand(3001);
    expect(args).toEqual(['--import', 'tsx', 'apps/api/src/server.ts']);
    expect(existsSync(path.resolve(path.dirname(UNIT_FILE), '..', args[2]!))).toBe(true);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '3001',
      NODE_NAME: `${os.hostname()}-3001`,
    });
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('passes systemd-analyze verify without a remark', () => {
    const dir = tmp();
    const unit = path.join(dir, 'mietmatch@3001.service');
    writeFileSync(unit, readFileSync(UNIT_FILE, 'utf8'));
    const verify = spawnSync('/usr/bin/systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stderr.trim()).toBe('');
  });
});
