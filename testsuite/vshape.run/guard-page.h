/* Memory that ends at a PROT_NONE page, for the run tests that check
   that no rewritten load reads past the bytes the gathers read.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_GUARD_PAGE_H
#define VSHAPE_GUARD_PAGE_H

#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

/* BYTES bytes whose last byte is the last byte of a readable page; the
   next page is PROT_NONE, so any read past the end faults.  */
static inline void *
guard_alloc (size_t bytes)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t pages = (bytes + page - 1) / page + 1;
  char *m = (char *) mmap (0, pages * page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    abort ();
  if (mprotect (m + (pages - 1) * page, page, PROT_NONE))
    abort ();
  return m + (pages - 1) * page - bytes;
}

/* COUNT elements of SIZE bytes from guard_alloc, set from SEED: the top
   byte of each 4-byte word is 0x3f and the others are below 0x40, so
   every float and double is normal and no sum of two integers
   overflows.  */
static inline void *
guard_fill (size_t count, size_t size, int seed)
{
  size_t bytes = count * size;
  char *p = (char *) guard_alloc (bytes);
  for (size_t i = 0; i < bytes; i++)
    p[i] = (i % 4 == 3) ? 0x3f : (char) ((i * 7 + seed) & 0x3f);
  return p;
}

#endif
