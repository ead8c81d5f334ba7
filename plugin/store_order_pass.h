/* The store-order pass: after GCC's last scheduling, puts runs of
   adjacent vector stores in ascending address order, in the functions
   the plugin changed.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_STORE_ORDER_PASS_H
#define VSHAPE_STORE_ORDER_PASS_H

opt_pass *make_store_order_pass (gcc::context *ctxt);

#endif
