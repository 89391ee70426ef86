import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('refuses UPLOAD_S3_URL rather than leave uploads elsewhere than the operator thinks', () => {
    expect(() => loadConfig({ UPLOAD_S3_URL: 's3://bucket/uploads' })).toThrow(
      /UPLOAD_S3_URL is not supported yet/,
    );
    expect(loadConfig({ UPLOAD_S3_URL: '' })).not.toHaveProperty('uploadDir');
  });
});
