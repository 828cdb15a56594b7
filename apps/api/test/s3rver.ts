import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type S3rver from 's3rver';

/**
 * A real S3 protocol server (s3rver) for tests, in a child process: its list continuation tokens
 * are DES-encrypted, which Node's OpenSSL 3 refuses unless started with the legacy provider, and a
 * flag cannot be turned on inside the running test process. The child exits when its stdin closes,
 * so it never outlives the tests. s3rver has one account and checks its key id, not v4 signatures.
 */
export async function startS3rver(
  directory: string,
  buckets: string | string[],
): Promise<{ port: number; endpoint: string; child: ChildProcess; stop(): Promise<void> }> {
  const options: ConstructorParameters<typeof S3rver>[0] = {
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [buckets].flat().map((name) => ({ name, configs: [] })),
  };
  const main = createRequire(import.meta.url).resolve('s3rver');
  const script = `
    const S3rver = require(${JSON.stringify(main)});
    const server = new S3rver(${JSON.stringify(options)});
    server.run().then(({ port }) => console.log(JSON.stringify({ port })));
    process.stdin.on('end', () => server.close().then(() => process.exit(0))).resume();`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver salió (${code})`)));
    child.stdout.once('data', (line: Buffer) =>
      resolve((JSON.parse(String(line)) as { port: number }).port),
    );
  });
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    },
  };
}

/** The environment that points Jarvis's files at that server. */
export const s3Env = (endpoint: string, bucket: string) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
