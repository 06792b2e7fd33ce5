/**
 * Writes, once, the fields that documents in SPEC §3's older shapes lack (scripts/migration.ts says
 * which): a dry run by default, which prints every change and writes nothing.
 *
 *   npm run migrate                        # print what would change (the project of .env.local)
 *   npm run migrate -- --apply             # print it, then write it
 *   npm run migrate -- --mode emulators    # the emulators (.env.emulators)
 *   npm run migrate -- --project my-inn    # another project
 *
 * Idempotent: a second run finds nothing to do. Each document is written only if it has not changed
 * since it was read (a save of the owner's in between is never overwritten; run it again for that one).
 * Credentials and project: scripts/adminApp.ts.
 */
import { FieldPath, getFirestore, type DocumentSnapshot, type Precondition } from 'firebase-admin/firestore';
import { connectAdmin, run, takeTarget } from './adminApp';
import { describePlan, migrationPlan, MIGRATED_COLLECTIONS, MIGRATED_DOCUMENTS } from './migration';

run('migrate', async () => {
  const { target, rest } = takeTarget(process.argv.slice(2));
  const apply = rest.includes('--apply');
  const unknown = rest.filter((a) => a !== '--apply');
  if (unknown.length || rest.includes('--help')) {
    console.log('Usage: npm run migrate -- [--apply] [--mode emulators] [--project <id>]');
    process.exit(unknown.length && !rest.includes('--help') ? 2 : 0);
  }
  const { app, where } = await connectAdmin(target);
  const db = getFirestore(app);

  const snaps: DocumentSnapshot[] = [];
  for (const c of MIGRATED_COLLECTIONS) snaps.push(...(await db.collection(c).get()).docs);
  for (const p of MIGRATED_DOCUMENTS) {
    const s = await db.doc(p).get();
    if (s.exists) snaps.push(s);
  }
  const byPath = new Map(snaps.map((s) => [s.ref.path, s]));
  const plan = migrationPlan(snaps.map((s) => [s.ref.path, s.data() ?? {}]));
  console.log(`Read ${snaps.length} documents of ${where}.`);
  if (!plan.length) {
    console.log('Nothing to migrate: every document is already in the shape the site saves.');
    return;
  }
  console.log(`${apply ? 'Writing' : 'Would write'} ${plan.length} document${plan.length === 1 ? '' : 's'}:`);
  for (const line of describePlan(plan)) console.log(`  ${line}`);
  if (!apply) {
    console.log('\nDry run: nothing was written. To write these changes: npm run migrate -- --apply');
    return;
  }
  let written = 0;
  const skipped: string[] = [];
  for (const d of plan) {
    const snap = byPath.get(d.path)!;
    const [first, ...others] = d.changes.flatMap((c) => [new FieldPath(c.field), c.after]);
    const precondition: Precondition = { lastUpdateTime: snap.updateTime! };
    try {
      await snap.ref.update(first as FieldPath, others[0], ...others.slice(1), precondition);
      written++;
    } catch (e) {
      // Changed since it was read (FAILED_PRECONDITION): left for the next run.
      if ((e as { code?: unknown }).code === 9) skipped.push(d.path);
      else throw e;
    }
  }
  console.log(`Done: ${written} written.`);
  if (skipped.length) console.log(`Changed while migrating, left as they were (run again): ${skipped.join(', ')}`);
});
