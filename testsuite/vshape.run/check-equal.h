/* CHECK: a run of a kernel and of its reference, compared bit for bit.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_CHECK_EQUAL_H
#define VSHAPE_CHECK_EQUAL_H

#include <stdlib.h>
#include <string.h>

/* Run CALL and REF, each writing an array of COUNT elements of TYPE (o1
   and o2, zeroed first), and stop unless the two agree bit for bit.  */
#define CHECK(TYPE, COUNT, CALL, REF)			\
  do							\
    {							\
      static TYPE o1[COUNT], o2[COUNT];			\
      memset (o1, 0, sizeof o1);			\
      memset (o2, 0, sizeof o2);			\
      CALL;						\
      REF;						\
      if (memcmp (o1, o2, sizeof o1))			\
	abort ();					\
    }							\
  while (0)

#endif
