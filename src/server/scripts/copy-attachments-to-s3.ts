import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { copyAttachments } from '../storage/copy-attachments.ts';
import { createS3AttachmentStore } from '../storage/s3-attachment-store.ts';
import { uploadsDirOf } from '../storage/temp-uploads.ts';

/**
 * npm run attachments:copy-to-s3 — copies the files under DATA_DIR/uploads into the bucket the
 * S3_* variables name, before ATTACHMENT_STORE=s3 is set (ADR 042). Safe to run again: what is
 * already there is skipped. The disk copies stay. With the embedded database, stop the server first
 * (one process at a time opens DATA_DIR/pglite).
 */
const config = loadConfig();
if (!config.s3) {
  console.error(
    'Set S3_BUCKET and S3_REGION (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed).',
  );
  process.exit(1);
}
const uploadsDir = uploadsDirOf(config.dataDir);
const target = createS3AttachmentStore(config.s3);
const database = await openDatabase(config);
try {
  console.log(`Copying attachments from ${uploadsDir} to ${target.description}`);
  const report = await copyAttachments(database.db, {
    uploadsDir,
    target,
    onPage: (so) =>
      console.log(`  ${so.copied} copied, ${so.skipped} already there, ${so.missing.length} missing`),
  });
  for (const key of report.missing) console.log(`  missing on disk: ${key}`);
  console.log(
    `Done: ${report.copied} copied, ${report.skipped} already there, ${report.missing.length} missing on disk.`,
  );
} catch (error) {
  console.error('The copy stopped; run the command again to resume.', error);
  process.exitCode = 1;
} finally {
  target.close();
  await database.close();
}
