// deploy/ (Dockerfile, compose.yaml, haproxy.cfg) runs what the tested cluster runs
// (scripts/cluster.mjs, scripts/lib/cluster.mjs), and open4feedback.service what npm start runs:
// fails when they drift apart.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { READINESS_PATH } from './features/health/readiness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface ClusterLib {
  START_COMMAND: string[];
  INSTANCE_ENV_NAMES: string[];
  HAPROXY_TEMPLATE: string;
  haproxyConfig(options: {
    port: number;
    statsPort: number;
    instances: { name: string; port: number }[];
  }): string;
}
const clusterLib = async () =>
  (await import(pathToFileURL(path.join(ROOT, 'scripts/lib/cluster.mjs')).href)) as ClusterLib;
const serverBundle = async () =>
  (await import(pathToFileURL(path.join(ROOT, 'scripts/lib/server-bundle.mjs')).href)) as {
    START_COMMAND: string[];
    SERVER_ENTRY: string;
  };

/** The compose file's instance anchor: its command, variable names and health check path. */
function composeInstance(compose: string) {
  const block = compose.slice(
    compose.indexOf('x-instance: &instance'),
    compose.indexOf('services:'),
  );
  const command = JSON.parse(
    // A YAML flow sequence of quoted strings (Prettier writes single quotes).
    /^ {2}command: (\[.*\])$/m.exec(block)![1]!.replaceAll("'", '"'),
  ) as string[];
  const environment = block.slice(block.indexOf('  environment:\n') + 15);
  const names = [...environment.matchAll(/^ {4}([A-Z_][A-Z0-9_]*):/gm)].map((match) => match[1]!);
  const health = /fetch\('http:\/\/127\.0\.0\.1:3000([^']+)'\)/.exec(block)?.[1];
  return { command, names, health };
}

it('starts the instances with the same command everywhere', async () => {
  const { START_COMMAND } = await clusterLib();
  const dockerfile = read('deploy/Dockerfile');
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  expect(cmd && JSON.parse(cmd)).toEqual(START_COMMAND);
  expect(composeInstance(read('deploy/compose.yaml')).command).toEqual(START_COMMAND);
  // npm start (scripts/start.mjs, from the root or from apps/server) runs the same entry point: the
  // server's bundle, which it builds when stale; the image builds it with `npm run build`.
  const bundle = await serverBundle();
  expect(bundle.START_COMMAND).toBe(START_COMMAND);
  expect(path.relative(ROOT, bundle.SERVER_ENTRY)).toBe(START_COMMAND.at(-1));
  expect(read('scripts/start.mjs')).toContain('START_COMMAND.slice(1)');
  expect(read('package.json')).toContain('"start": "node scripts/start.mjs"');
  expect(read('apps/server/package.json')).toContain('"start": "node ../../scripts/start.mjs"');
  expect(read('package.json')).toMatch(/"build": "[^"]*node scripts\/build-server\.mjs[^"]*"/);
  expect(dockerfile).toMatch(/^RUN npm run build /m);
  expect(read('package.json')).toContain('"cluster": "node scripts/cluster.mjs"');
  expect(dockerfile).toMatch(/^FROM node:24\S* AS build$/m);
  expect(dockerfile).toMatch(/^USER node$/m);
});

it('gives the instances the same variables, all known to the server', async () => {
  const { INSTANCE_ENV_NAMES } = await clusterLib();
  const { names } = composeInstance(read('deploy/compose.yaml'));
  expect(names).toEqual(expect.arrayContaining(INSTANCE_ENV_NAMES));
  // Each is a variable of the server's configuration (config.ts's schema).
  const schema = read('apps/server/src/config.ts');
  for (const name of names) expect(schema, name).toMatch(new RegExp(`^  ${name}: `, 'm'));
  expect(names).toContain('DRAIN_SECONDS');
});

it('checks readiness at the same path in HAProxy, compose and the Dockerfile', async () => {
  const { HAPROXY_TEMPLATE, haproxyConfig } = await clusterLib();
  expect(path.relative(ROOT, HAPROXY_TEMPLATE)).toBe('deploy/haproxy.cfg');
  const template = read('deploy/haproxy.cfg');
  expect(template).toContain(`option httpchk GET ${READINESS_PATH}\n`);
  expect(composeInstance(read('deploy/compose.yaml')).health).toBe(READINESS_PATH);
  expect(read('deploy/Dockerfile')).toContain(`fetch('http://127.0.0.1:3000${READINESS_PATH}')`);
  expect(read('deploy/compose.yaml')).toContain(
    './haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
  );
  // The local configuration is the template with other ports and servers, nothing else.
  const local = haproxyConfig({
    port: 1,
    statsPort: 2,
    instances: [{ name: 'o4f-1', port: 3 }],
  });
  expect(local).toContain(`option httpchk GET ${READINESS_PATH}\n`);
  expect(local).toContain('    server o4f-1 127.0.0.1:3 cookie o4f-1\n');
  const withoutServers = (text: string) =>
    text
      .split('\n')
      .filter((line) => !/^\s+(server|bind) /.test(line))
      .join('\n');
  expect(withoutServers(local)).toBe(withoutServers(template));
  // Every instance of the compose file is one of HAProxy's servers.
  const services = [...read('deploy/compose.yaml').matchAll(/^ {2}(o4f-\d+):$/gm)].map(
    (match) => match[1],
  );
  const servers = [...template.matchAll(/^\s+server (o4f-\d+) \1:3000 cookie \1$/gm)].map(
    (match) => match[1],
  );
  expect(servers).toEqual(services);
  expect(services.length).toBeGreaterThan(1);
});

it('runs the same server as a systemd service on one machine, in a unit systemd accepts', async () => {
  const unit = read('deploy/open4feedback.service');
  const { START_COMMAND } = await serverBundle();
  const values = (key: string) =>
    [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!);
  const [node, ...args] = values('ExecStart')[0]!.split(' ');
  expect([path.basename(node!), ...args]).toEqual(START_COMMAND);
  expect(values('WorkingDirectory')).toHaveLength(1);
  // Its variables are the server's, and it may write where its data is and nowhere else.
  const schema = read('apps/server/src/config.ts');
  const environment = new Map(
    values('Environment').map((line) => line.split('=') as [string, string]),
  );
  for (const name of environment.keys())
    expect(schema, name).toMatch(new RegExp(`^  ${name}: `, 'm'));
  expect(values('ReadWritePaths')).toEqual([environment.get('DATA_DIR')]);
  // systemd waits longer than the server's own shutdown (DRAIN_SECONDS, 0 without a load
  // balancer, then at most 10 s in main.ts) before it kills it.
  expect(read('apps/server/src/main.ts')).toContain('drainMs + 10_000');
  expect(Number(values('TimeoutStopSec')[0])).toBeGreaterThan(10);
  expect(values('Restart')).toEqual(['always']);
  // systemd's own parser: an unknown key or a value it cannot read is a warning on stderr.
  const checked = spawnSync(
    'systemd-analyze',
    ['verify', path.join(ROOT, 'deploy/open4feedback.service')],
    { encoding: 'utf8' },
  );
  expect(checked.error).toBeUndefined();
  expect({ status: checked.status, warnings: checked.stderr + checked.stdout }).toEqual({
    status: 0,
    warnings: '',
  });
});
