/**
 * npm run storage:copy -- --to s3
 * Copies every photo from the local folder (DATA_DIR/uploads) to the bucket the S3_* variables
 * name, with a progress bar and a summary. Safe to run again: files already there are skipped.
 */
import { parseArgs } from "node:util";
import { EnvError, loadEnv } from "../../env";
import { copyStoredFiles } from "./copy-stored-files";
import { localUploadsFolder } from "./index";
import { createS3Storage } from "./s3-storage";

function progressBar(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} (${percent}%)`;
}

async function main() {
  const { values } = parseArgs({ options: { to: { type: "string" } } });
  if (values.to !== "s3") {
    process.stderr.write("Usage: npm run storage:copy -- --to s3   (the bucket comes from the S3_* variables)\n");
    process.exit(2);
  }
  const env = loadEnv({ ...process.env, STORAGE: "s3" });
  const bucket = env.s3;
  if (!bucket) throw new EnvError("S3_BUCKET is required");
  const target = createS3Storage(bucket);
  await target.check();

  const source = localUploadsFolder(env);
  process.stdout.write(
    `Copying ${source} to bucket ${bucket.bucket}${bucket.endpoint ? ` at ${bucket.endpoint}` : ""}\n`,
  );
  const interactive = process.stdout.isTTY;
  let lastShown = -1;
  const summary = await copyStoredFiles(source, target, {
    onProgress: ({ done, total }) => {
      if (interactive) {
        process.stdout.write(`\r${progressBar(done, total)}`);
        return;
      }
      // In a log, one line per tenth instead of a redrawn bar.
      const tenth = Math.floor((done / total) * 10);
      if (tenth !== lastShown || done === total) {
        lastShown = tenth;
        process.stdout.write(`${progressBar(done, total)}\n`);
      }
    },
  });
  if (interactive && summary.total > 0) process.stdout.write("\n");
  process.stdout.write(
    `${summary.total} files: ${summary.copied} copied, ${summary.alreadyThere} already in the bucket, ${summary.failed.length} failed\n`,
  );
  for (const failure of summary.failed) process.stdout.write(`  failed: ${failure.key}: ${failure.error}\n`);
  process.exit(summary.failed.length > 0 ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
