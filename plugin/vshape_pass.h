/* The vshape pass: shape analysis of the loops the vectorizer sees.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VSHAPE_PASS_H
#define VSHAPE_VSHAPE_PASS_H

opt_pass *make_vshape_pass (gcc::context *ctxt);

#endif
