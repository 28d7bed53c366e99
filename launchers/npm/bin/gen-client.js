#!/usr/bin/env node
'use strict';
// gen-client's npm launcher: runs the gen-client.jar of this package on a Java 17+ runtime found
// through JAVA_HOME, then PATH, with the arguments, standard streams and exit code passed through.
// Without a suitable Java it says what to install and exits 69 (EX_UNAVAILABLE), a code gen-client
// itself never uses (its own are 0-4 and 70). docs/install.md "With npm".
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MIN_JAVA = 17;
const NO_JAVA_EXIT = 69;
const LIB = path.join(__dirname, '..', 'lib');
const JAVA_EXE = process.platform === 'win32' ? 'java.exe' : 'java';

/** The major version in a Java version string: "17.0.15" and "17" are 17, "1.8.0_392" is 8. */
function major(version) {
  const parts = version.split(/[.+_-]/);
  const n = Number(parts[0] === '1' ? parts[1] : parts[0]);
  return Number.isInteger(n) ? n : undefined;
}

/**
 * The major version of the runtime a java binary belongs to: from the runtime's `release` file
 * (no JVM to start), else from `java -version`.
 */
function javaMajor(java) {
  const real = fs.realpathSync(java);
  try {
    const release = fs.readFileSync(path.join(path.dirname(real), '..', 'release'), 'utf8');
    const m = /^JAVA_VERSION="([^"]+)"/m.exec(release);
    if (m) return major(m[1]);
  } catch {
    // no release file: ask the binary
  }
  const run = spawnSync(real, ['-version'], { encoding: 'utf8', timeout: 60000 });
  const m = /version "([^"]+)"/.exec(run.stderr || '');
  return m ? major(m[1]) : undefined;
}

function isExecutableFile(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (dir && isExecutableFile(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** The first suitable java (JAVA_HOME's, then PATH's), and a note on each one passed over. */
function findJava() {
  const notes = [];
  const candidates = [];
  const home = process.env.JAVA_HOME;
  if (home) {
    const java = path.join(home, 'bin', JAVA_EXE);
    if (isExecutableFile(java)) candidates.push(java);
    else notes.push(`JAVA_HOME is ${home}, which has no bin/${JAVA_EXE}`);
  } else {
    notes.push('JAVA_HOME is not set');
  }
  const fromPath = onPath(JAVA_EXE);
  if (fromPath) candidates.push(fromPath);
  else notes.push('no java on PATH');
  for (const java of candidates) {
    const version = javaMajor(java);
    if (version !== undefined && version >= MIN_JAVA) return { java, notes };
    notes.push(`${java} is ${version === undefined ? 'of an unknown version' : `Java ${version}`}`);
  }
  return { java: undefined, notes };
}

function options() {
  return fs.readFileSync(path.join(LIB, 'jvm.options'), 'utf8')
    .split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}

function main() {
  const { java, notes } = findJava();
  if (!java) {
    process.stderr.write(`gen-client: needs Java ${MIN_JAVA} or newer and found none (${notes.join('; ')}).\n`
      + fs.readFileSync(path.join(LIB, 'install-java.txt'), 'utf8'));
    process.exit(NO_JAVA_EXIT);
  }
  // Forwarding is set up before java starts, so no signal arriving once it runs ends this process alone.
  let child;
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  child = spawn(java, [...options(), '-jar', path.join(LIB, 'gen-client.jar'), ...process.argv.slice(2)],
    { stdio: 'inherit' });
  child.on('error', (error) => {
    process.stderr.write(`gen-client: cannot start ${java}: ${error.message}\n`);
    process.exit(NO_JAVA_EXIT);
  });
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code);
    // Killed by a signal: end the same way, so the caller sees what a shell would show for java.
    process.removeListener(signal, forward);
    process.exitCode = 128 + (os.constants.signals[signal] || 0);
    process.kill(process.pid, signal);
  });
}

main();
