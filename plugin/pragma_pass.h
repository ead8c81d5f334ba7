/* The pragma pass: marks the loops that follow Intel's vector pragmas.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRAGMA_PASS_H
#define VSHAPE_PRAGMA_PASS_H

opt_pass *make_pragma_pass (gcc::context *ctxt);

#endif
