/* Minimal checking helpers shared by the unit tests of the analysis core.
   Each check prints "PASS: NAME" or "FAIL: NAME" on stdout; the DejaGnu
   driver (testsuite/vshape.unit/unit.exp) turns those lines into results.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_UNIT_CHECK_H
#define VSHAPE_UNIT_CHECK_H

#include <stdio.h>

static int unit_failures;

/* Record one named check; return OK so callers can chain on it.  */
static inline int
unit_check_at (int ok, const char *name, const char *file, int line)
{
  if (ok)
    printf ("PASS: %s\n", name);
  else
    {
      printf ("FAIL: %s (%s:%d)\n", name, file, line);
      unit_failures++;
    }
  return ok;
}

#define UNIT_CHECK(cond, name) unit_check_at (!!(cond), (name), __FILE__, __LINE__)

/* Exit status for main: 0 when every check passed.  */
static inline int
unit_finish (void)
{
  fflush (stdout);
  return unit_failures ? 1 : 0;
}

#endif
