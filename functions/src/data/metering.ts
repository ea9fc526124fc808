// Firestore cost per API request, for the bench: document reads, writes and sequential round
// trips. Emulator only: on when FIRESTORE_METERING=1 and the Functions emulator runs the code
// (FUNCTIONS_EMULATOR=true), never in production. The http layer opens a meter per request
// (`meteredRequest`) and answers the figures in the `x-firestore-cost` header.
//
// How it counts. Every Firestore RPC of the admin SDK goes through two methods of its exported
// `Firestore` class, `request` (commit, rollback, beginTransaction) and `requestStream`
// (batchGetDocuments, runQuery); a query is read by `Query._get`. These are internal to the SDK
// (marked @private there), so they are wrapped here only when metering is on, in emulator runs:
// if an SDK upgrade renames them, a warning is logged and the figures stop, nothing else changes.
// An RPC is in flight from its call until our code has its answer (a batch get's stream ends
// after its last document; a query, when `_get` hands its snapshot over).
// - reads: documents asked for by a batch get (a missing document is billed as one read), the
//   documents a query answers (at least 1: an empty query is billed one read).
// - writes: the writes of each commit (a transaction's commit, a batch, a single set/update).
// - round trips: waves of RPCs. An RPC that starts while another of the same request is in
//   flight adds none; one that starts when none is in flight adds one. So the reads of one
//   Promise.all are one round trip, and reads waiting on each other are one each. A transaction
//   costs its reads (one when they go out at once as one getAll; the SDK starts a transaction
//   lazily with its first read and queues the others behind it, so two separate tx.get calls
//   are two) plus its commit. Its retries are counted as they happen.
//   Waves undercount when two chains overlap (a read that needs the shop, started as soon as the
//   shop is in, can bridge two waves), so the meter also answers
// - chain: the longest run of RPCs each started after the one before it ended. It overcounts when
//   an independent RPC happens to end just before another starts. The request's true sequential
//   depth lies between the two figures; when they agree, it is that.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Firestore, Query, type QuerySnapshot } from 'firebase-admin/firestore';

export interface FirestoreCost {
  reads: number;
  writes: number;
  roundTrips: number;
  /** the longest run of RPCs each started after the one before it ended (an upper bound of round trips) */
  chain: number;
}

interface Meter extends FirestoreCost {
  inFlight: number;
  /** the deepest `chain` position of the RPCs that have ended */
  endedDepth: number;
}

const meters = new AsyncLocalStorage<Meter>();

export const meteringEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.FIRESTORE_METERING === '1' && env.FUNCTIONS_EMULATOR === 'true';

/** The header value of a cost: `reads=3;writes=2;roundtrips=3`. */
export const costHeader = (cost: FirestoreCost): string =>
  `reads=${cost.reads};writes=${cost.writes};roundtrips=${cost.roundTrips};chain=${cost.chain}`;

/** Runs `fn` with a fresh meter; `cost()` reads it at any time (e.g. just before the answer is written). */
export function meteredRequest<T>(fn: (cost: () => FirestoreCost) => T): T {
  installMeters();
  const meter: Meter = { reads: 0, writes: 0, roundTrips: 0, chain: 0, inFlight: 0, endedDepth: 0 };
  return meters.run(meter, () =>
    fn(() => ({ reads: meter.reads, writes: meter.writes, roundTrips: meter.roundTrips, chain: meter.chain })),
  );
}

/** Marks an RPC in flight; answers the function that marks it done (once). */
function started(meter: Meter): () => void {
  if (meter.inFlight === 0) meter.roundTrips += 1;
  meter.inFlight += 1;
  const depth = meter.endedDepth + 1;
  meter.chain = Math.max(meter.chain, depth);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    meter.inFlight -= 1;
    meter.endedDepth = Math.max(meter.endedDepth, depth);
  };
}

type Rpc = { documents?: unknown[]; writes?: unknown[] };
interface FirestoreInternals {
  request(method: string, request: Rpc, ...rest: unknown[]): Promise<unknown>;
  requestStream(method: string, bidi: boolean, request: Rpc, ...rest: unknown[]): Promise<NodeJS.ReadableStream>;
}
interface QueryInternals {
  _get(...args: unknown[]): Promise<{ result?: QuerySnapshot }>;
}

let installed = false;

function installMeters(): void {
  if (installed) return;
  installed = true;
  const fs = Firestore.prototype as unknown as FirestoreInternals;
  const query = Query.prototype as unknown as QueryInternals;
  if (typeof fs.request !== 'function' || typeof fs.requestStream !== 'function' || typeof query._get !== 'function') {
    console.warn('Firestore metering: the admin SDK changed, no figures');
    return;
  }
  const request = fs.request;
  fs.request = function (this: unknown, method, rpc, ...rest) {
    const meter = meters.getStore();
    if (!meter) return request.call(this, method, rpc, ...rest);
    if (method === 'commit' || method === 'batchWrite') meter.writes += rpc.writes?.length ?? 0;
    const done = started(meter);
    return request.call(this, method, rpc, ...rest).finally(done);
  };
  const requestStream = fs.requestStream;
  fs.requestStream = function (this: unknown, method, bidi, rpc, ...rest) {
    const meter = meters.getStore();
    // queries are metered by Query._get below; listeners are no request's round trip
    if (!meter || method !== 'batchGetDocuments') return requestStream.call(this, method, bidi, rpc, ...rest);
    meter.reads += rpc.documents?.length ?? 0;
    const done = started(meter);
    return requestStream.call(this, method, bidi, rpc, ...rest).then(
      (stream) => {
        stream.once('end', done);
        stream.once('close', done);
        stream.once('error', done);
        return stream;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
  };
  // A query: in flight until its answer is in (the SDK may close the stream after it has
  // handed the answer over); its reads are the documents it answers.
  const get = query._get;
  query._get = async function (this: unknown, ...args) {
    const meter = meters.getStore();
    if (!meter) return get.apply(this, args);
    const done = started(meter);
    try {
      const answer = await get.apply(this, args);
      meter.reads += Math.max(1, answer.result?.size ?? 0);
      return answer;
    } finally {
      done();
    }
  };
}
