// @vitest-environment node
/**
 * How `npm run test:rules` finds a JDK and starts the Cloud SDK's Firestore emulator
 * (tests/firebase/emulatorSetup.ts), without starting anything.
 */
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { findJava, FIRESTORE_MAIN_CLASS, manifest, writeLauncher } from '../firebase/emulatorSetup';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'emulator-setup-'));

/** A stand-in `java` that reports `version` as a JDK does, on stderr. */
function fakeJava(dir: string, version: string): string {
  const file = path.join(dir, `java-${version}`);
  writeFileSync(file, `#!/bin/sh\necho 'openjdk version "${version}" 2025-04-15' >&2\n`);
  chmodSync(file, 0o755);
  return file;
}

describe('finding a JDK', () => {
  it('takes the first of at least 21, in the order given (PATH, JAVA_HOME, the JVM folder)', () => {
    const dir = tmp();
    const [j17, j21, j25] = ['17.0.15', '21.0.2', '25.0.3'].map((v) => fakeJava(dir, v));
    expect(findJava([j17, j25, j21]).java).toEqual({ bin: j25, major: 25 });
    expect(findJava([j21, j25]).java).toEqual({ bin: j21, major: 21 });
  });

  it('reports the newest it found when none is recent enough, and nothing when there is no Java', () => {
    const dir = tmp();
    const old = fakeJava(dir, '1.8.0_402');
    const j17 = fakeJava(dir, '17.0.15');
    expect(findJava([old, j17])).toEqual({ java: null, best: { bin: j17, major: 17 } });
    expect(findJava([path.join(dir, 'missing')])).toEqual({ java: null, best: null });
  });
});

describe('the Firestore emulator launcher', () => {
  it('writes manifest lines of at most 72 bytes, long values continued on lines that start with a space', () => {
    const long = `file:///usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/x${'é'.repeat(40)}.jar`;
    const text = manifest({ 'Main-Class': FIRESTORE_MAIN_CLASS, 'Class-Path': long });
    const lines = text.split('\r\n');
    expect(text.endsWith('\r\n\r\n')).toBe(true);
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(72);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`Main-Class: ${FIRESTORE_MAIN_CLASS}\r\n`);
    expect(unfolded).toContain(`Class-Path: ${long}\r\n`);
  });

  it('is a JAR naming the emulator’s main class, with the SDK’s JAR on its class path, under a name firebase-tools never deletes', () => {
    const dir = tmp();
    const jar = '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
    const file = writeLauncher(jar, dir);
    expect(path.basename(file)).not.toMatch(/^cloud-firestore-emulator/);
    const entries = unzipSync(new Uint8Array(readFileSync(file)));
    const text = strFromU8(entries['META-INF/MANIFEST.MF']).replace(/\r\n /g, '');
    expect(text).toContain(`Main-Class: ${FIRESTORE_MAIN_CLASS}`);
    expect(text).toContain(`Class-Path: file://${jar}`);
    // Written again only when it would differ.
    const before = statSync(file).mtimeMs;
    writeLauncher(jar, dir);
    expect(statSync(file).mtimeMs).toBe(before);
  });
});
