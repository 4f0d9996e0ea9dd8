#!/bin/sh
# How the server is started, by every launcher: `npm start`, the Dockerfile, the systemd unit and the
# bench (apps/server/bench). The one place its V8 flags and allocator settings are written
# (docs/deploy.md, "Anything else", says why each is there). Arguments go to node before the start
# script (the bench adds its probe: `deploy/start.sh --import <probe>`).
#
# glibc's allocator: two arenas rather than one per thread, and blocks of 512 KiB or more mapped on
# their own, so that they go back to the system when freed.
export MALLOC_ARENA_MAX=2
export MALLOC_MMAP_THRESHOLD_=524288
# V8: a young generation of 16 MB a half; an old generation that grows to 1.5 times what the last
# full collection kept (on PostgreSQL the server raises it itself: apps/server/src/main.ts); and what
# start-up runs once of the embedded database's WebAssembly left on the baseline compiler.
exec node --max-semi-space-size=16 --heap-growing-percent=50 --wasm-tiering-budget=2000000000 "$@" \
  "$(dirname "$0")/../apps/web/scripts/start.mjs"
