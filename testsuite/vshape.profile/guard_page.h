/* What the run tests of the redirected half-list loops share: memory
   that ends where a page starts that no one may read or write.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

/* BEFORE bytes that end where a page starts that no one may touch.  */
static char *
before_guard (size_t before)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t pages = (before + page - 1) / page + 1;
  char *m = (char *) mmap (0, pages * page, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED
      || mprotect (m + (pages - 1) * page, page, PROT_NONE))
    abort ();
  return m + (pages - 1) * page - before;
}
