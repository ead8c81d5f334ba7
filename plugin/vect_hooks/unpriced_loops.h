/* The loops the vectorizer left scalar before the cost client had
   anything to weigh: a loop that reads or writes through an index
   (x[idx[k]]) and stays scalar with no group or predicated check of the
   client's in any of its pricings was refused by the vectorizer for a
   reason of its own (no vector type for a load, no scatter on the
   target, a dependence), which no price answers.  The vls dump and a
   missed remark say so, so that a user does not read the plugin's
   decision into it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_UNPRICED_LOOPS_H
#define VSHAPE_UNPRICED_LOOPS_H

/* Report, into DUMP (when not NULL) and as missed remarks, the innermost
   loops of FUN that access memory through an index, hold no vector
   statement (nor does any loop at their place, such as their vectorized
   copy), and at whose place the cost client weighed nothing.  Does
   nothing when neither a dump nor remarks are asked for.  */
void vls_report_unpriced_loops (function *fun, FILE *dump);

#endif
