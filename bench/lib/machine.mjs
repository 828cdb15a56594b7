// What the figures were measured on: they mean little without it.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './paths.mjs';

const versionOf = (pkg) => {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
};

export async function machineFacts() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim(),
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    autocannon: versionOf('autocannon'),
    lighthouse: versionOf('lighthouse'),
    pglite: versionOf('@electric-sql/pglite'),
    pg: versionOf('pg'),
    fastify: versionOf('fastify'),
  };
}
