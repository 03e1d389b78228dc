/**
 * One instance of each class that extraction creates per document, kept for the life of
 * the process, so that V8 never collects those classes' hidden classes.
 *
 * Why: V8's optimised code holds the hidden classes (maps) it was specialised for
 * weakly, and an instance's map (reached from its constructor's initial map through
 * transitions, which are weak too) lives only while some instance does. A full garbage
 * collection that runs while no document is being extracted (an idle worker's memory
 * reducer, bench:extract's gc() before timing) found every per-document class without
 * an instance, collected their maps, and V8 threw away nearly all optimised extraction
 * code ("weak objects" deoptimisation, 250 functions): the next documents ran in the
 * interpreter and baseline code while everything was compiled again. The first pass
 * over the bench pages after a gc() took 2x the time of the next one; with these
 * residents, 1.2x (bench/README.md, "Hidden classes that die when idle").
 *
 * Residents are built from fixed sample input, never from a client's document: nothing
 * a client sent stays in memory after its request.
 */
const residents: object[] = [];

/** Keeps `instance` (and so its hidden class) alive for the life of the process; returns it. */
export function keepResident<T extends object>(instance: T): T {
  residents.push(instance);
  return instance;
}
