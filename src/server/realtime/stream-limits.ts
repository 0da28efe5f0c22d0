/**
 * Open live-update streams one member may hold on one instance (a few tabs and devices), and one instance may
 * hold in all: each is a socket and a listener kept open, and one instance holds 1,000 in 345 MiB
 * (BENCHMARKS.md). EVENT_STREAMS_PER_MEMBER and EVENT_STREAMS_MAX change them (docs/decisions/0014).
 */
export const DEFAULT_STREAM_LIMITS = { perMember: 5, total: 1000 };
