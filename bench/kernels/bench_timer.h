/* Shared by the benchmark kernels: a monotonic timer, the "time_ns:"
   line that bench/run.sh reads, and a small deterministic PRNG for the
   input data.  Include it first: it asks for POSIX clock_gettime, which a
   strict -std=c11 build hides otherwise.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_BENCH_TIMER_H
#define VSHAPE_BENCH_TIMER_H

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200112L
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Nanoseconds from an arbitrary origin; only differences mean anything.  */
static inline uint64_t
bench_now_ns (void)
{
  struct timespec ts;
  if (clock_gettime (CLOCK_MONOTONIC, &ts) != 0)
    {
      perror ("clock_gettime");
      exit (2);
    }
  return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
}

/* The kernel's own time, as the last line on stderr; bench/run.sh takes
   it from there, so set-up and checksum work are not counted.  */
static inline void
bench_report_ns (uint64_t ns)
{
  fflush (stdout);
  fprintf (stderr, "time_ns: %llu\n", (unsigned long long) ns);
}

/* splitmix64: one 64-bit word of state, the same stream on every
   compiler and machine.  */
typedef struct
{
  uint64_t state;
} bench_rng;

static inline void
bench_rng_seed (bench_rng *rng, uint64_t seed)
{
  rng->state = seed;
}

static inline uint64_t
bench_rng_next (bench_rng *rng)
{
  uint64_t z = (rng->state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* Uniform in [0, N), N > 0; the tiny modulo bias does not matter here.  */
static inline uint32_t
bench_rng_below (bench_rng *rng, uint32_t n)
{
  return (uint32_t) ((bench_rng_next (rng) >> 32) % n);
}

/* Uniform in [LO, HI], for small integer-valued test data.  */
static inline int32_t
bench_rng_range (bench_rng *rng, int32_t lo, int32_t hi)
{
  return lo + (int32_t) bench_rng_below (rng, (uint32_t) (hi - lo) + 1u);
}

/* Uniform in [0, 1) with 53 random bits.  */
static inline double
bench_rng_unit (bench_rng *rng)
{
  return (double) (bench_rng_next (rng) >> 11) * 0x1.0p-53;
}

/* FNV-1a over bytes: a checksum of the exact bit patterns of a result,
   so that any difference between builds shows in the output.  */
static inline uint64_t
bench_hash_bytes (uint64_t h, const void *p, size_t n)
{
  const unsigned char *b = (const unsigned char *) p;
  for (size_t i = 0; i < n; i++)
    h = (h ^ b[i]) * 0x100000001b3u;
  return h;
}

#define BENCH_HASH_INIT 0xcbf29ce484222325u

#endif /* VSHAPE_BENCH_TIMER_H */
