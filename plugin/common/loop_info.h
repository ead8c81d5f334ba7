/* Small facts about GCC loops that both passes print.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_LOOP_INFO_H
#define VSHAPE_LOOP_INFO_H

/* True when FUN has at least one loop besides the whole function body.  */
bool vshape_function_has_loops (function *fun);

/* The source position of LOOP as "FILE:LINE", or "unknown" when GCC kept
   none.  */
std::string vshape_loop_position (class loop *loop);

#endif
