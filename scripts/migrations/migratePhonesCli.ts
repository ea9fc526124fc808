// `node scripts/migrate-phones.mjs [--shop <id>]... [--dry-run]`: prints what it changed and
// every value it left because it is not a phone number.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { formatReport, migratePhones, type MigrationOptions } from './migratePhones';

function parseArgs(argv: string[]): MigrationOptions {
  const shopIds: string[] = [];
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--shop' && argv[i + 1]) shopIds.push(argv[(i += 1)]!);
    else if (argv[i] === '--dry-run') dryRun = true;
    else throw new Error(`Unknown argument ${argv[i]}. Usage: migrate-phones [--shop <id>]... [--dry-run]`);
  }
  return { shopIds: shopIds.length ? shopIds : undefined, dryRun };
}

const options = parseArgs(process.argv.slice(2));
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-barbershop' }));
migratePhones(db, options).then(
  (report) => {
    console.log(formatReport(report, Boolean(options.dryRun)));
    process.exit(0);
  },
  (err: unknown) => {
    console.error('Phone migration failed:', err);
    process.exit(1);
  },
);
