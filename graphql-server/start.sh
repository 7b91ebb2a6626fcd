#!/bin/sh
# How the server runs in production (`npm start`, docker-compose) and in bench:api: node with these heap settings,
# chosen by measurement (docs/benchmarks.md, API: RSS after bench:api's load, CPU per GraphQL journal list,
# --rounds 2 --duration 5 --connections 20 on a busy 2-core machine):
#   V8's defaults here: a young generation of two 64 MB semi-spaces, and an old generation that may grow to 4 times
#     what survived the last full GC: 526-613 MB after the load, 5.9-7.3 ms.
#   --max-semi-space-size=16 alone (two 16 MB semi-spaces; 4 MB: 380 MB): 407 MB, about 7 ms.
#   --heap-growing-percent=100 as well (the old generation grows to twice its live size before the next full GC,
#     with no hard limit): 308 MB, 7.3-7.6 ms. Chosen: memory is what a small server runs out of; the price is CPU
#     (1-1.5 ms more per list at 20 connections, about 2 ms at 50: 295 MB and 10.1 ms against 527 MB and 7.9 ms).
#   --max-old-space-size=256 (228-273 MB) cost about 3 ms more per list, and a hard limit ends the process when one
#     request needs more (a contract import, a large PDF): not used. MALLOC_ARENA_MAX=2 changed nothing (527 MB).
#   Since GraphQL runs compiled (graphql/compiled-execution.ts) a request allocates much less, and smaller
#     semi-spaces cost little CPU. bench:api on a quiet machine (RSS after the load; GraphQL journal list CPU; feed
#     through /graphql, ratio to the baseline): 16 MB 295-323 MB; 8 MB 288-299 MB, 5.0 ms, 0.59; 4 MB 277-286 MB,
#     5.0-5.2 ms, 0.51; 6 MB 284 MB, 5.0 ms, 0.58. Chosen: 6 MB, a margin under 300 MB without the feed's loss at 4.
#   --no-allocation-site-pretenuring: V8 otherwise learns, under load, to allocate the objects of the busiest places
#     in the code straight into the old generation. Those then hold young objects (rows, answers) alive through every
#     young collection until the next full one, so whole requests were promoted even one at a time, long after the
#     load (the journal list through /graphql at one connection, after a load at 50: 380 KB promoted a request, 7 KB
#     without pretenuring). With the app's
#     turns (http/turns.ts), bench:api's journal list through /graphql promoted 23-78 MB in 8 s instead of 1 GB,
#     with 0-2 full collections instead of 16.
flags="--max-semi-space-size=6 --heap-growing-percent=100 --no-allocation-site-pretenuring"
dist="$(dirname "$0")/dist"
# The server runs under dist/supervise.js, which starts it again whenever it dies (docs: docs/security.md). SUPERVISE=0
# runs the server alone: under another supervisor that restarts it (systemd's Restart=), or to measure its process.
if [ "${SUPERVISE:-1}" = 0 ]; then
  # shellcheck disable=SC2086 # the flags are words
  exec "${NODE:-node}" $flags "$dist/main.js" "$@"
fi
# shellcheck disable=SC2086
exec "${NODE:-node}" "$dist/supervise.js" $flags "$dist/main.js" "$@"
