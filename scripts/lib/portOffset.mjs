// Which EMULATOR_PORT_OFFSET values are safe. Two suites share a machine only when no shifted
// port lands where another suite's emulator listens by default, and the tests reach every
// emulator with fetch, which refuses the WHATWG "bad ports" outright. Pure, so it has a test.

/**
 * firebase-tools' default ports (node_modules/firebase-tools/lib/emulator/constants.js,
 * DEFAULT_PORTS, plus the Firestore WebSocket port its controller falls back to).
 */
export const EMULATOR_DEFAULT_PORTS = {
  'Emulator UI': 4000,
  'emulator hub': 4400,
  'logging emulator': 4500,
  'Hosting emulator': 5000,
  'Functions emulator': 5001,
  'App Hosting emulator': 5002,
  'Firestore emulator': 8080,
  'Pub/Sub emulator': 8085,
  'Database emulator': 9000,
  'Auth emulator': 9099,
  'Firestore WebSocket': 9150,
  'Storage emulator': 9199,
  'Eventarc emulator': 9299,
  'Data Connect emulator': 9399,
  'Cloud Tasks emulator': 9499,
};

/**
 * The ports fetch blocks (https://fetch.spec.whatwg.org/#port-blocking), as undici lists them
 * in lib/web/fetch/constants.js; the test checks this copy against the installed undici.
 */
export const FETCH_BAD_PORTS = [
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113,
  115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556,
  563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667,
  6668, 6669, 6679, 6697, 10080,
];

const LOWEST_PORT = 1024; // below it a port needs root
const HIGHEST_PORT = 65535;

/**
 * The problems of one offset applied to the configured ports (`{ auth: 9099, ... }`, the
 * names of firebase.json), one sentence each; empty when the offset is safe. Offset 0 is the
 * configured ports themselves and always safe.
 * @param {string | undefined} raw the EMULATOR_PORT_OFFSET value as given
 * @param {Record<string, number>} basePorts
 * @returns {string[]}
 */
export function portOffsetProblems(raw, basePorts) {
  const text = (raw ?? '').trim();
  if (text === '') return [];
  if (!/^\d+$/.test(text)) return [`EMULATOR_PORT_OFFSET must be a whole number of ports, not "${raw}".`];
  const offset = Number(text);
  if (offset === 0) return [];
  const bad = new Set(FETCH_BAD_PORTS);
  const problems = [];
  for (const [name, base] of Object.entries(basePorts)) {
    const port = base + offset;
    const where = `EMULATOR_PORT_OFFSET=${offset} puts ${name} (${base}) on ${port}`;
    if (port > HIGHEST_PORT || port < LOWEST_PORT) {
      problems.push(`${where}, outside the ports ${LOWEST_PORT} to ${HIGHEST_PORT}.`);
      continue;
    }
    const owners = Object.entries(EMULATOR_DEFAULT_PORTS)
      .filter(([, p]) => p === port)
      .map(([owner]) => owner);
    if (owners.length) problems.push(`${where}, the default port of the ${owners.join(' and the ')}.`);
    if (bad.has(port)) problems.push(`${where}, a port fetch refuses to connect to.`);
  }
  return problems;
}

/** The message that refuses an offset with these problems. */
export function portOffsetRefusal(problems) {
  return (
    `${problems.join('\n')}\n` +
    'Two suites on one machine would collide there, or the tests could not reach the emulator: ' +
    'choose another EMULATOR_PORT_OFFSET, for example 10, 20 or 30.'
  );
}
