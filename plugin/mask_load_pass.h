/* The mask-load pass: between GCC's if-conversion and its vectorizer,
   redirected loads of predicated arms become masked loads where the
   target gathers (predication/pred_masked_loads.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_MASK_LOAD_PASS_H
#define VSHAPE_MASK_LOAD_PASS_H

opt_pass *make_mask_load_pass (gcc::context *ctxt);

#endif
