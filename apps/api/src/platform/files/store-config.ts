import type { Config } from '../../config';
import { createFolderStore } from './folder-store';
import { createS3Store } from './s3-store';
import type { FileStore } from './store';

/** The store configuration chooses: the local folder unless an S3 bucket is configured. */
export function createFileStore(config: Config): FileStore {
  if (!config.S3_BUCKET) return createFolderStore(config.filesDir);
  return createS3Store({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
