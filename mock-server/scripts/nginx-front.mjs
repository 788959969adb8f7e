// deploy/nginx.conf run as this user, in front of processes on loopback ports: the deploy test
// (test/deploy/nginx-deploy.ts) and the bench (bench/opening-run.mjs) both put the product's own
// site configuration in front of their processes, not a copy of it. Only the addresses change
// (upstream lines, listen); the main configuration around it is generated here, since the
// machine's /etc/nginx/nginx.conf needs root (pid, logs, temp folders under /var).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE_CONF = path.join(REPO_ROOT, 'deploy', 'nginx.conf');

/** The nginx binary (Debian's nginx / nginx-light), or null where none is installed. */
export const NGINX =
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ??
  (() => {
    const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
    return found.status === 0 ? found.stdout.trim() : null;
  })();

/**
 * deploy/nginx.conf with one upstream `server` line per port of `upstreams` (each keeping the
 * file's own parameters) and listening on 127.0.0.1:`port`. Throws when the file no longer has
 * the lines this replaces, so a change to it cannot leave the tests on the old addresses.
 */
export function siteConfig(upstreams, port) {
  let site = readFileSync(SITE_CONF, 'utf8');
  const serverLine = /^([ \t]*)server 127\.0\.0\.1:\d+ ([^\n]*)\n/m;
  const first = serverLine.exec(site);
  if (!first) throw new Error('deploy/nginx.conf has no upstream line "server 127.0.0.1:<port> …"');
  const lines = upstreams.map((p) => `${first[1]}server 127.0.0.1:${p} ${first[2]}\n`).join('');
  site = site.replace(serverLine, '\u0000');
  while (serverLine.test(site)) site = site.replace(serverLine, '');
  site = site.replace('\u0000', lines);
  if (!/listen 80;/.test(site)) throw new Error('deploy/nginx.conf has no line "listen 80;"');
  return site.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
}

/**
 * The main configuration around the site: everything under `work`. Debian's own nginx.conf
 * starts one worker per core (`auto`) and logs every request in the combined format; so does
 * this, unless the caller asks otherwise (the deploy test: one worker, its own log format).
 */
export function mainConfig(work, { workerProcesses = 'auto', workerConnections = 1024, logFormat = null } = {}) {
  const format = logFormat ? `  log_format front '${logFormat}';\n` : '';
  return `worker_processes ${workerProcesses};
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
daemon off;
events { worker_connections ${workerConnections}; }
http {
  default_type application/octet-stream;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${format}  access_log ${work}/access.log${logFormat ? ' front' : ''};
  include ${work}/site.conf;
}
`;
}

async function listening(port, child, limitMs) {
  const until = Date.now() + limitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port} within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Writes the site and main configuration into `work` (an existing folder of the caller's),
 * checks them with `nginx -t`, starts nginx and resolves once it listens on `port`. Answers
 * { url, accessLog, child, stop } (stop: graceful, SIGQUIT, resolved once nginx has exited).
 */
export async function startNginx({ work, upstreams, port, ...main }) {
  if (!NGINX) throw new Error('nginx is not installed');
  writeFileSync(path.join(work, 'site.conf'), siteConfig(upstreams, port));
  const conf = path.join(work, 'nginx-main.conf');
  writeFileSync(conf, mainConfig(work, main));
  const test = spawnSync(NGINX, ['-t', '-p', work, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(NGINX, ['-p', work, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await listening(port, child, 30_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}: ${stderr}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: path.join(work, 'access.log'),
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
