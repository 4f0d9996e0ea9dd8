import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import process from 'node:process';

/**
 * Lowers the priority of the calling thread (a worker's), so that when the machine's cores are all
 * busy the server's own thread, which answers every socket and timer, is given a core first. On
 * Linux each thread has a niceness of its own: its id is the last part of /proc/thread-self. Elsewhere,
 * or where it is not allowed, the thread keeps the process's priority.
 * @param {number} niceness 1–19: how far below the server's thread
 */
export function lowerThisThread(niceness) {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) setPriority(tid, niceness);
  } catch {
    // not Linux, or not allowed: the thread keeps the process's priority
  }
}
