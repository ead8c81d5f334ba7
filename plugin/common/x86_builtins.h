/* The x86 gather and scatter builtins the vectorizer emits
   (__builtin_ia32_gather*, __builtin_ia32_scatter*), and the loops that
   still store through a scatter instruction.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_X86_BUILTINS_H
#define VSHAPE_X86_BUILTINS_H

/* True when CALL calls an x86 gather builtin (__builtin_ia32_gather*:
   merge, base, index, mask, scale).  */
bool vshape_gather_builtin_p (const gcall *call);

/* True when CALL calls an x86 scatter builtin (__builtin_ia32_scatter*:
   base, mask, index, value, scale).  */
bool vshape_scatter_builtin_p (const gcall *call);

/* Whether a statement of LOOP's blocks stores through a scatter
   instruction: the builtin, or GCC's internal scatter functions.  */
bool vshape_loop_has_scatter (class loop *loop);

#endif
