import type { FileStoreConfig } from '../config';
import type { FileStore } from './file-store';
import { LocalDiskStore } from './local-disk';
import { S3Store } from './s3';

export { HEAD_BYTES, type FileStore } from './file-store';
export { LocalDiskStore } from './local-disk';
export { S3Store } from './s3';

export function createFileStore(config: FileStoreConfig): FileStore & { close?: () => void } {
  return config.driver === 's3' ? new S3Store(config) : new LocalDiskStore(config.root);
}
