// How the server's Node process is started: by `npm start` (scripts/start.ts), and by the tests
// and the bench that run it as its own process. docs/decisions/007-server-memory.md has the
// measurements: under 500 connections on `/`, V8's defaults grew the heap to about 300 MB of
// short-lived garbage and glibc kept a per-thread arena of freed memory, so the process sat at
// about 550 MB. These keep V8 collecting instead of growing (a 1 MB young generation, a low
// growing factor) and keep glibc to two arenas, handing large freed blocks back to the system.

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=1', '--heap-growing-percent=20'];

export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '262144' };
