/* Which functions the plugin's passes look at.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_ELIGIBILITY_H
#define VSHAPE_ELIGIBILITY_H

/* True when FUN is compiled for x86 with optimization and GCC's loop
   vectorizer may look at it; elsewhere the passes do nothing, quietly.  */
bool vshape_vectorizer_runs_p (function *fun);

#endif
