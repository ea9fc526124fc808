import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FETCH_BAD_PORTS, portOffsetProblems, portOffsetRefusal } from './portOffset.mjs';

// firebase.json's emulator ports.
const BASE = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  hosting: 5000,
  storage: 9199,
  pubsub: 8085,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
};

describe('EMULATOR_PORT_OFFSET', () => {
  it('accepts no offset, 0, and the offsets the suites use (10, 20, 30)', () => {
    for (const raw of [undefined, '', '0', '10', '20', '30']) expect(portOffsetProblems(raw, BASE)).toEqual([]);
  });

  it("refuses 200: Auth lands on Eventarc's default port, Storage on Data Connect's, Eventarc on Cloud Tasks'", () => {
    expect(portOffsetProblems('200', BASE)).toEqual([
      'EMULATOR_PORT_OFFSET=200 puts auth (9099) on 9299, the default port of the Eventarc emulator.',
      'EMULATOR_PORT_OFFSET=200 puts storage (9199) on 9399, the default port of the Data Connect emulator.',
      'EMULATOR_PORT_OFFSET=200 puts eventarc (9299) on 9499, the default port of the Cloud Tasks emulator.',
    ]);
  });

  it('refuses 1000: Hosting lands on 6000, a port fetch refuses', () => {
    expect(portOffsetProblems('1000', BASE)).toEqual([
      'EMULATOR_PORT_OFFSET=1000 puts hosting (5000) on 6000, a port fetch refuses to connect to.',
    ]);
  });

  it('refuses 1: Functions lands on the App Hosting default port, Hosting on the Functions one', () => {
    expect(portOffsetProblems('1', BASE)).toEqual([
      'EMULATOR_PORT_OFFSET=1 puts functions (5001) on 5002, the default port of the App Hosting emulator.',
      'EMULATOR_PORT_OFFSET=1 puts hosting (5000) on 5001, the default port of the Functions emulator.',
    ]);
  });

  it('refuses 100, once the README example: Auth on Storage, the hub on logging', () => {
    expect(portOffsetProblems('100', BASE)).toEqual([
      'EMULATOR_PORT_OFFSET=100 puts auth (9099) on 9199, the default port of the Storage emulator.',
      'EMULATOR_PORT_OFFSET=100 puts storage (9199) on 9299, the default port of the Eventarc emulator.',
      'EMULATOR_PORT_OFFSET=100 puts hub (4400) on 4500, the default port of the logging emulator.',
      'EMULATOR_PORT_OFFSET=100 puts eventarc (9299) on 9399, the default port of the Data Connect emulator.',
    ]);
  });

  it('refuses 51: Auth lands on the Firestore WebSocket port', () => {
    expect(portOffsetProblems('51', BASE)).toEqual([
      'EMULATOR_PORT_OFFSET=51 puts auth (9099) on 9150, the default port of the Firestore WebSocket.',
    ]);
  });

  it('refuses an offset that pushes a port past 65535', () => {
    expect(portOffsetProblems('56440', { auth: 9099, hub: 4400 })).toEqual([
      'EMULATOR_PORT_OFFSET=56440 puts auth (9099) on 65539, outside the ports 1024 to 65535.',
    ]);
    expect(portOffsetProblems('56436', { auth: 9099 })).toEqual([]);
  });

  it('refuses what is not a whole number, without guessing', () => {
    for (const raw of ['-10', '1.5', 'ten', '10abc']) {
      expect(portOffsetProblems(raw, BASE)).toEqual([`EMULATOR_PORT_OFFSET must be a whole number of ports, not "${raw}".`]);
    }
  });

  it('says what to do instead', () => {
    expect(portOffsetRefusal(['A.', 'B.'])).toBe(
      'A.\nB.\nTwo suites on one machine would collide there, or the tests could not reach the emulator: ' +
        'choose another EMULATOR_PORT_OFFSET, for example 10, 20 or 30.',
    );
  });

  it("lists exactly the ports the installed undici's fetch blocks", () => {
    const require = createRequire(import.meta.url);
    const { badPorts } = require('undici/lib/web/fetch/constants.js') as { badPorts: string[] };
    expect(FETCH_BAD_PORTS.map(String)).toEqual(badPorts);
  });
});
